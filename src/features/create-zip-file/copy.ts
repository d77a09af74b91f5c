import type { ToolCopy } from '../../ui/toolCopy';

export const copy: ToolCopy = {
  title: 'Free ZIP File Creator',
  keywords: ['zip file creator', 'make zip file', 'zip maker', 'online zip'],
  intro: "Turn a handful of files into one tidy ZIP file in seconds. See a preview of each file you add, give the archive a name and download it, all without uploading anything. It's the quickest way to package attachments, photos or documents for sharing.",
  badges: ['100% Free', 'No Upload', 'Privacy First', 'Any File Type'],
  tips: [
    "Give your ZIP a descriptive name such as holiday-photos or tax-documents; .zip is added automatically if you leave it off.",
    "Use the previews to double-check you've picked the right files before creating the archive.",
    "Photos, videos and PDFs are often compressed already, so the ZIP may be only a little smaller; the real benefit is having everything in one file.",
    "Want to choose a compression level? Use ZIP Creator, which lets you trade speed for a smaller archive.",
    "Avoid characters such as / \\ : * ? in the name, because some systems don't allow them in file names.",
    "For sensitive documents, tick Protect with a password: the files are encrypted with AES-256, but their names stay readable, so don't put secrets in file names.",
  ],
  steps: [
    { title: 'Upload Your Files', text: "Drag and drop files onto Add Files to ZIP, or click to browse. A preview of each file appears below." },
    { title: 'Enter a Name', text: "Type a name in the ZIP File Name box, or keep the default archive.zip." },
    { title: 'Click Create ZIP File', text: "Press Create ZIP File to start building the archive in your browser." },
    { title: 'Wait a Moment', text: "The files are packed on your device; small sets take a second, large ones a little longer." },
    { title: 'Download Your ZIP', text: "Click Download ZIP File to save the archive under the name you chose." },
  ],
  benefits: [
    { title: 'Preview Before You Zip', text: "See what you've added at a glance so the wrong file never slips into the archive." },
    { title: 'Name It Your Way', text: "Choose the archive's name up front, so it arrives ready to send or file away." },
    { title: 'Works Everywhere', text: "The result is a standard ZIP that Windows, macOS, Linux, Android and iOS open without extra apps." },
    { title: 'Private by Design', text: "Everything is packed in your browser and nothing is uploaded to a server." },
  ],
  useCases: [
    { title: 'Email Attachments', text: "Attach one ZIP instead of a long list of separate files." },
    { title: 'Sharing Photo Sets', text: "Send a whole event's worth of pictures to friends or clients as a single download." },
    { title: 'Submitting Documents', text: "Package application forms, coursework or contracts for portals that accept only one file." },
    { title: 'Keeping Things Together', text: "Store related files, like an invoice and its receipts, in one named archive." },
  ],
  faqs: [
    { question: 'How do I name my ZIP file?', answer: "Type a name in the ZIP File Name box. If you don't add .zip it's added for you, and if you keep the default the file is saved as archive.zip." },
    { question: 'Can I choose the compression level?', answer: "Not on this page: it uses a balanced default so you can create a ZIP with one click. To pick a level from 1 to 9, use ZIP Creator." },
    { question: 'What types of files can I add?', answer: "Any type: documents, images, audio, video, code and more. You'll see a preview of each file before you create the archive." },
    { question: 'Is there a size limit?', answer: "Up to 4 GB in total and 65,535 files per archive, the limits of the standard ZIP format. If your files go over, you're told before anything starts so you can split them into two archives." },
    { question: 'Will the recipient need special software?', answer: "No. ZIP is built into Windows, macOS and most Linux desktops, and the Files apps on iPhone and Android can open it too." },
    { question: 'Can I protect the ZIP with a password?', answer: "Yes. Tick Protect with a password and type one: the files are encrypted with AES-256 in the WinZip format, which 7-Zip, WinZip, WinRAR, Windows 11 File Explorer and macOS Archive Utility open. The classic unzip command on Linux cannot read AES (7z x can). The file names are not encrypted: anyone with the ZIP can see them." },
    { question: 'How is this different from ZIP Creator?', answer: "Both make standard ZIP files in your browser. This page focuses on speed, with file previews and a custom name, while ZIP Creator adds a compression level slider." },
    { question: 'Are my files uploaded?', answer: "No. Your ZIP file is created entirely in your browser, so your files never leave your device." },
  ],
  about: {
    title: 'About the ZIP File Creator',
    paragraphs: [
      "A ZIP file is a single container that holds any number of files, compressed with the standard DEFLATE method. It's the easiest way to send a batch of documents, photos or project files: the recipient gets one download and can open it with the tools already built into their computer or phone.",
      "This ZIP File Creator keeps things simple. Add your files, check the previews, give the archive a name and download it. There's nothing to install and no account to create, and because the archive is built in your browser, your files are never uploaded. When you want finer control over compression, switch to ZIP Creator.",
    ],
  },
};
