import type { ToolCopy } from '../../ui/toolCopy';

export const copy: ToolCopy = {
  title: 'Image to Text Online Free: OCR Photos and Screenshots, No Upload',
  keywords: ['image to text', 'ocr online', 'extract text from image', 'photo to text', 'screenshot to text'],
  intro:
    'Read the text in a photo, a scan or a screenshot and copy it or save it as a .txt file. Recognition runs on your device with Tesseract: the image is never uploaded, and the engine comes from this site, not a third party.',
  badges: ['100% Free', 'No Upload', 'HEIC Photos', '15 Languages'],
  tips: [
    'Fill the frame with the page and hold the phone parallel to it: straight, sharp text reads best.',
    'Choose the language of the text; mixed text can use up to four languages at once.',
    'Words the engine was unsure of are shaded, so you know which ones to check.',
    'Screenshots read very well: they are sharp and perfectly straight.',
  ],
  steps: [
    { title: 'Choose an Image', text: 'Drop a JPEG, PNG, WebP or HEIC image, or click to pick one.' },
    { title: 'Pick the Language', text: 'Tick the languages of the text. Each is downloaded once, the first time.' },
    { title: 'Extract Text', text: 'The layout is analysed, the image straightened and the text read on your device.' },
    { title: 'Copy or Save', text: 'Copy the text to the clipboard, download it as a .txt file, or make a searchable PDF of the image.' },
  ],
  benefits: [
    { title: 'Private by Design', text: 'Receipts, IDs and letters are read on your device. Nothing is uploaded.' },
    { title: 'Confidence Shading', text: 'Uncertain words are highlighted, so checking the result takes seconds.' },
    { title: 'Phone Photos Welcome', text: 'HEIC photos from an iPhone are read as they are, turned upright first.' },
    { title: 'Works Offline', text: 'After the first use the engine and your languages are kept by your browser.' },
  ],
  useCases: [
    { title: 'Receipts and Notes', text: 'Copy the amounts of a receipt or the text of a printed note into your own documents.' },
    { title: 'Screenshots', text: 'Get the text out of a screenshot of an error message, a chat or a slide.' },
    { title: 'Book Pages', text: 'Quote a paragraph from a photographed book page without typing it.' },
    { title: 'Signs and Labels', text: 'Read a product label or a sign in another language, then paste it into a translator.' },
  ],
  faqs: [
    { question: 'Is my image uploaded?', answer: 'No. The text is recognised in your browser, on your device. The OCR engine and its language files come from this site and nothing you read is sent anywhere.' },
    { question: 'Which images can I use?', answer: 'JPEG, PNG, WebP and HEIC (iPhone photos), and also AVIF, GIF, BMP and TIFF. Photos are turned upright as their camera recorded before reading.' },
    { question: 'What do the shaded words mean?', answer: 'The engine gives each word a confidence. Words it was less sure of are shaded yellow (and darker when very unsure), so you can check those first.' },
    { question: 'Can it read handwriting?', answer: 'Tesseract is trained on printed text. Neat block capitals may work, joined-up handwriting mostly will not.' },
    { question: 'Which languages can it read?', answer: 'English, Spanish, French, German, Portuguese, Italian, Dutch, Polish, Turkish, Ukrainian, Chinese (simplified), Japanese, Korean, Arabic and Hindi.' },
    { question: 'Does it work offline?', answer: 'Yes, after one use: your browser keeps the engine and the languages you chose.' },
    { question: 'Can I get a searchable PDF instead?', answer: 'Yes. After the text is read, "Make a searchable PDF" puts the image on a PDF page exactly as it is (a JPEG keeps its own bytes) with the words laid invisibly over it, so you can search, select and copy them.' },
    { question: 'What if the photo is sideways or upside down?', answer: 'It is found and read turned the right way up, whether it lies a quarter turn either way or upside down; the searchable PDF still shows the image as you took it.' },
  ],
};
