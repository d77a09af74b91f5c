import type { ToolCopy } from '../../ui/toolCopy';

/** The blog article this tool links to. */
export const GUIDE = {
  slug: 'convert-pdf-pages-to-jpg-or-png',
  title: 'PDF to JPG or PNG: which resolution and format to choose',
  text: 'How dpi turns into pixels, when PNG beats JPG for a page, and what a page image can and cannot keep:',
};

export const copy: ToolCopy = {
  title: 'PDF to JPG and PNG Online Free',
  keywords: ['pdf to jpg', 'pdf to png', 'pdf to image', 'convert pdf pages to images'],
  intro:
    'Turn the pages of a PDF into JPG or PNG images at 72, 150 or 300 dpi: every page, or only the ones you pick from the thumbnails. One page downloads as an image, several as a ZIP. The pages are drawn in your browser, so the PDF is never uploaded.',
  badges: ['100% Free', 'No Upload', 'Privacy First', 'Up to 300 dpi'],
  tips: [
    '150 dpi is right for most uses: an A4 page becomes 1241 × 1754 pixels, sharp on any screen and fine for an ordinary print.',
    'Choose 300 dpi only for printing or for zooming into small print; the images are four times the pixels of 150 dpi.',
    'Pick PNG for pages of text, charts or line drawings: edges stay crisp with no JPEG ringing. Pick JPG for photos and scans.',
    'Need a single page for a slide or a post? Click its thumbnail and you get one image, no ZIP to unpack.',
    'Images cannot keep links, selectable text or form fields; keep the PDF for those and use the images for showing.',
  ],
  steps: [
    { title: 'Choose a PDF', text: 'Drop a PDF on the page or click to pick one. Its pages appear as thumbnails.' },
    { title: 'Pick Pages and Quality', text: 'Keep every page or type and click the ones you want; choose 72, 150 or 300 dpi, and JPG or PNG.' },
    { title: 'Convert', text: 'Click Convert. Each page is drawn at the chosen resolution in your browser, one after another.' },
    { title: 'Download', text: 'Save the image, or a ZIP of images named after their pages (report_p1.jpg, report_p2.jpg, ...).' },
  ],
  benefits: [
    { title: 'Exact Pixel Sizes', text: 'A page of W × H points becomes W × H × dpi / 72 pixels, the same size desktop tools such as pdftoppm give.' },
    { title: 'A Real PDF Renderer', text: 'Pages are drawn by pdf.js, the engine of Firefox’s PDF viewer, with the fonts, images and colours of the file.' },
    { title: 'Only the Pages You Need', text: 'Thumbnails let you pick pages visually instead of converting a 300-page document to find one chart.' },
    { title: 'Private by Design', text: 'Drawing happens on your device: invoices, IDs and contracts are never uploaded to a conversion server.' },
  ],
  useCases: [
    { title: 'Slides and Posts', text: 'Put a page of a report, a chart or a certificate into a presentation, a web page or a social post.' },
    { title: 'Previews', text: 'Make a cover image for a shop listing, a document library or an email, from the first page of a PDF.' },
    { title: 'Apps That Take Only Images', text: 'Upload a PDF form or ID page to a site that accepts only JPG or PNG.' },
    { title: 'Archiving Pages as Pictures', text: 'Keep a fixed picture of how a page looked, for a wiki, a ticket or a bug report.' },
  ],
  faqs: [
    { question: 'Which resolution should I choose?', answer: '72 dpi makes small previews (an A4 page is 596 × 842 pixels), 150 dpi suits screens and everyday prints (1241 × 1754), and 300 dpi is print quality (2481 × 3508). Higher resolutions take longer and make bigger files.' },
    { question: 'JPG or PNG?', answer: 'JPG makes much smaller files and suits photos and scans. PNG is lossless: text and thin lines stay perfectly sharp, but the files are larger.' },
    { question: 'Can I convert only some pages?', answer: 'Yes. Choose "Chosen pages" and type pages and ranges such as 1-3, 5, 8- (8- means to the last page), or click the thumbnails to add and remove pages.' },
    { question: 'Why do I get a ZIP?', answer: 'When you convert more than one page, the images are packed into one ZIP so that one download holds them all, named after their pages. A single page downloads as a plain image.' },
    { question: 'Which part of the page is converted?', answer: 'The part a PDF reader shows (the crop box), turned as the page is turned, on a white background.' },
    { question: 'Can I convert a password-protected PDF?', answer: 'Yes. Type its password when asked; it is used only in your browser to open the file.' },
    { question: 'Is there a size limit?', answer: 'Up to 150 MB and 500 pages per PDF, and each image is kept under 40 megapixels so a huge page at 300 dpi does not exhaust the memory of your browser tab.' },
    { question: 'Are my files uploaded?', answer: 'No. The PDF is opened and drawn on your device; nothing is sent to a server.' },
  ],
};
