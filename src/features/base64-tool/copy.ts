import type { ToolCopy } from '../../ui/toolCopy';

export const copy: ToolCopy = {
  title: 'Base64 Encode and Decode Online',
  keywords: ['base64 encode', 'base64 decode', 'base64 converter', 'file to base64'],
  intro: "Encode text or files to Base64 and decode Base64 back to readable text or the original file. Emoji and every language come through correctly thanks to full UTF-8 support, and everything runs in your browser, so API keys, tokens and private files never leave your device.",
  badges: ['100% Free', 'No Upload', 'Privacy First', 'UTF-8 Safe'],
  tips: [
    "Base64 makes data about 33% larger, so use it to embed or transfer data, not to save space.",
    "Base64 is an encoding, not encryption: anyone can decode it, so never use it to hide passwords or secrets.",
    "Use File to Base64 to embed small images or fonts in HTML, CSS or JSON as data URLs.",
    "If decoding fails, check for missing characters or stray text picked up while copying and pasting.",
    "Decoding an image, PDF or other binary data? Turn the Base64 back into a file instead of text to get the original file back.",
    "Use Copy to put the result on your clipboard, or Download to save it as a text file.",
  ],
  steps: [
    { title: 'Pick a Mode', text: "Choose whether to encode or decode, and whether you're working with text or a file." },
    { title: 'Add Your Input', text: "Paste your text or Base64 string into the input box, or choose a file of any type." },
    { title: 'Encode or Decode', text: "Click the action button and the result appears instantly in the output box." },
    { title: 'Copy or Download', text: "Copy the result to your clipboard or download it to use elsewhere." },
  ],
  benefits: [
    { title: 'UTF-8 Safe', text: "Accented letters, emoji, Chinese, Arabic and every other script encode and decode without turning into garbled symbols." },
    { title: 'Text and Files', text: "Convert plain text both ways, turn any file into Base64, and rebuild files from Base64." },
    { title: 'Private by Design', text: "Encoding happens in your browser, which matters when you're handling tokens, credentials or confidential files." },
    { title: 'Instant Results', text: "No waiting for a server: results appear as soon as you click." },
  ],
  useCases: [
    { title: 'Web Development', text: "Create data URLs to embed small images, icons or fonts directly in HTML and CSS." },
    { title: 'APIs and Debugging', text: "Decode Base64 fields in API responses or build values for HTTP Basic authentication headers." },
    { title: 'Configuration Files', text: "Encode certificates, keys and other values for config files and deployment secrets that expect Base64." },
    { title: 'Email and Data Transfer', text: "Inspect or prepare Base64-encoded attachments and binary data for text-only systems." },
  ],
  faqs: [
    { question: 'What is Base64?', answer: "Base64 is a way of writing any data using only 64 plain-text characters (A to Z, a to z, 0 to 9, + and /). It lets binary data travel safely through systems that only handle text, such as JSON, XML and email." },
    { question: 'Why is the encoded output bigger than the input?', answer: "Every 3 bytes of input become 4 Base64 characters, so encoded data is about 33% larger than the original." },
    { question: 'Does it work with emoji and non-English text?', answer: "Yes. Text is encoded as UTF-8 first, so emoji and characters from any language decode back exactly as you typed them." },
    { question: 'Can I convert files to and from Base64?', answer: "Yes. Choose any file to get its Base64 string, and turn a Base64 string back into a downloadable file." },
    { question: 'Is Base64 a secure way to protect data?', answer: "No. Base64 is an encoding, not encryption, and anyone can decode it in seconds. Use proper encryption for anything secret." },
    { question: 'Is there a file size limit?', answer: "There's no fixed limit. Large files are encoded in chunks with a progress bar, so the page stays responsive. The output box shows the beginning of the result, and Copy Base64 and Download give you the complete text. Keep in mind that the Base64 of a 100 MB file is about 133 MB of text, which many editors and forms struggle with." },
    { question: 'Is my data uploaded?', answer: "No. All encoding and decoding happens in your browser, so nothing you paste or choose leaves your device." },
  ],
};
