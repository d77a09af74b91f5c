import type { ToolCopy } from '../../ui/toolCopy';

export const copy: ToolCopy = {
  title: 'Merge PDF Files Online Free',
  keywords: ['merge pdf', 'combine pdf', 'pdf merger', 'join pdf'],
  intro: "Combine several PDF files into a single document in exactly the order you want. Add your PDFs, arrange them, and merge them into one merged-document.pdf, all inside your browser, with nothing uploaded and no watermark added.",
  badges: ['100% Free', 'No Upload', 'Privacy First', 'Custom Order'],
  tips: [
    "Number your files (01, 02, 03) before adding them so they start out in a sensible order.",
    "Check the order of the list before merging: pages appear in the final document exactly in that order.",
    "You need at least two PDFs. You can keep adding more, and each new selection joins the end of the list.",
    "Added a file by mistake? Use its remove button instead of starting over.",
    "Merged documents can get large. Run the result through Compress PDF if you need to email it.",
  ],
  steps: [
    { title: 'Add Your PDFs', text: "Click to choose two or more PDF files. Each one appears in the list with its name and size." },
    { title: 'Arrange the Order', text: "Drag the files, or use their up and down arrows, into the order you want, and remove any you don't need." },
    { title: 'Merge', text: "Click the Merge button. The files are combined into one document right in your browser." },
    { title: 'Download', text: "When you see Merge Complete!, click Download Merged PDF to save merged-document.pdf." },
  ],
  benefits: [
    { title: 'Your Order, Your Way', text: "Decide exactly which document comes first, so the merged PDF reads the way you intended." },
    { title: 'Pages Kept As They Are', text: "Pages are copied into the new document without re-rendering, so text, images and layout look just like the originals." },
    { title: 'Private by Design', text: "Your PDFs are merged on your own device and never uploaded, which matters for contracts, medical records and statements." },
    { title: 'Free, No Watermark', text: "No account and no branding stamped on your pages. Merge as often as you need." },
  ],
  useCases: [
    { title: 'Job and School Applications', text: "Put your CV, cover letter, references and certificates into one file that's easy to upload or email." },
    { title: 'Expenses and Taxes', text: "Gather invoices and receipts for a month or a year into a single PDF for your accountant." },
    { title: 'Reports and Scans', text: "Join chapters written separately, or scanned pages saved as individual files, into one document." },
    { title: 'Study Materials', text: "Combine lecture notes, handouts and reading lists so you can read or print them in one go." },
  ],
  faqs: [
    { question: 'How many PDFs can I merge at once?', answer: "You need at least two. There's no fixed maximum, but the merge runs on your device, so 10 to 20 files at a time is comfortable on most computers." },
    { question: 'Can I change the order of the files?', answer: "Yes. Drag a file to a new place in the list, or use its up and down arrow buttons (they work with the keyboard too). The merged PDF follows the list from top to bottom." },
    { question: 'Can I find where each original file starts?', answer: "Yes. The merged PDF gets one bookmark per original file, named after it and pointing at its first page, so you can jump between them in your PDF reader's bookmarks panel." },
    { question: 'Will merging reduce the quality of my PDFs?', answer: "No. Pages are copied into the new document as they are, so nothing is re-compressed or redrawn." },
    { question: 'What is the merged file called?', answer: "It downloads as merged-document.pdf. You can rename it on your computer afterwards." },
    { question: 'Are my PDFs uploaded to a server?', answer: "No. Merging happens entirely in your browser, so your files never leave your device." },
    { question: 'Can I merge password-protected PDFs?', answer: "Yes. A file that needs a password shows a password field in its row as soon as you add it; type the password there and it joins the merge. The password stays in your browser, and the merged PDF has no password. A damaged file is marked in the list too, and you can remove it with one click to merge the others." },
  ],
};
