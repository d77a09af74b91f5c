import type { ToolCopy } from '../../ui/toolCopy';

export const copy: ToolCopy = {
  title: 'Compress PDF Online Free',
  keywords: ['compress pdf', 'reduce pdf size', 'pdf compressor', 'shrink pdf'],
  intro: "Make PDFs smaller without sending them anywhere. Filesmith finds the photos and scanned pages inside your PDF, downsamples them and re-encodes them with MozJPEG, then compacts the rest of the file, all in your browser. Pick how far to go, from Best Quality to Smallest Size, and download a PDF that's ready for email, upload forms or the web.",
  badges: ['100% Free', 'No Upload', 'Privacy First', 'Up to 150MB'],
  tips: [
    "Start with Balanced: it shrinks most image-heavy PDFs a lot while keeping photos and scans sharp on screen.",
    "Choose Smaller Size or Smallest Size for email attachments and web uploads, and keep Best Quality for documents you plan to print.",
    "PDFs made mostly of text and vector drawings are already compact, so expect smaller savings than with scanned or photo-heavy files.",
    "Password-protected PDFs work too: type the password when the page asks. It never leaves your device, and the compressed copy opens without it.",
    "Need the file under a limit? Choose a Target size such as Under 10 MB, or type your own in MB or KB: the page keeps the largest result that fits.",
    "Look at the percent-smaller bar before you download: a small saving means the file was already well optimised.",
    "Keep your original until you've opened the compressed copy and checked that every page looks right.",
  ],
  steps: [
    { title: 'Upload Your PDF', text: "Drag a PDF onto the upload area or click to choose one. Files up to 150 MB are supported." },
    { title: 'Choose a Compression Level', text: "Pick Best Quality, Balanced, Smaller Size or Smallest Size. Balanced is a good place to start." },
    { title: 'Compress', text: "Click Compress PDF. The images inside are downsampled and re-encoded and the file is compacted, right on your device." },
    { title: 'Download', text: "Compare the original and compressed sizes, then click Download Compressed PDF to save your smaller file." },
  ],
  benefits: [
    { title: 'Real Size Reduction', text: "Embedded images are usually where a PDF's weight sits, so they're resized and re-encoded with MozJPEG for genuine savings." },
    { title: 'Private by Design', text: "Your PDF is processed in your browser and never uploaded, so contracts, bank statements and ID scans stay on your device." },
    { title: 'Never Bigger', text: "If compression can't beat the original, you won't be handed a larger file than the one you started with." },
    { title: 'Free, No Sign-Up', text: "No account, no watermark and no daily limit. Open the page and compress." },
  ],
  useCases: [
    { title: 'Email Attachments', text: "Get reports, invoices and portfolios under the attachment limits of Gmail, Outlook and other mail services." },
    { title: 'Online Forms and Portals', text: "Meet the upload size caps of job applications, university admissions, visa portals and tax forms." },
    { title: 'Scanned Documents', text: "Shrink multi-page scans from your phone or office scanner, which are made almost entirely of large images." },
    { title: 'Websites and Cloud Storage', text: "Make downloadable brochures and manuals quicker to open and save space in your cloud drive." },
  ],
  faqs: [
    { question: 'Is it safe to compress confidential PDFs here?', answer: "Yes. The compression runs entirely in your browser and your PDF is never uploaded to a server, so nobody else ever sees it." },
    { question: 'How does the PDF compressor make files smaller?', answer: "It finds the images embedded in the PDF, downsamples them to a sensible resolution and re-encodes them with MozJPEG, then compacts the document's internal structure. Text and vector graphics are left as they are, so they stay crisp." },
    { question: "What's the difference between the compression levels?", answer: "Best Quality makes light changes and keeps images closest to the original, and Balanced suits most documents. Smaller Size and Smallest Size use lower image resolution and stronger compression for the biggest savings." },
    { question: 'Can I compress a PDF to a specific size, like under 1 MB?', answer: "Yes. Choose a Target size next to the level: Under 25 MB for email, Under 10 MB, Under 5 MB, Under 1 MB, or a custom size in MB or KB. The page tries gentle settings first and lowers image resolution and JPEG quality only as far as it must (never below 72 dpi or quality 20), keeps the largest file under your target and tells you the resolution and quality it used. If the target can't be reached without making pages hard to read, it tells you the smallest size it could reach and offers that file." },
    { question: "Why didn't my PDF get much smaller?", answer: "PDFs that are mostly text or vector graphics are already compact, and some files have been optimised before. The biggest savings come from PDFs full of photos or scanned pages." },
    { question: 'Can I compress a password-protected PDF?', answer: "Yes. If the PDF needs a password to open, the page asks for it and unlocks the file in your browser; the password is never uploaded or saved, and the compressed copy has no password. PDFs that open without a password but restrict printing or copying are compressed straight away, and the copy comes without those restrictions." },
    { question: 'What happens to a digitally signed PDF?', answer: "Compressing rewrites the file, so a digital signature can no longer vouch for it. The page tells you before it starts and compresses only if you choose to go on; your original keeps its valid signature." },
    { question: 'Will the text still be searchable?', answer: "Yes. Only the images are re-encoded, so text stays real text that you can search, select and copy." },
    { question: 'What is the maximum file size?', answer: "You can compress PDFs up to 150 MB. Because the work happens on your own device, large files take longer on older phones and computers." },
  ],
};
