import type { ToolCopy } from '../../ui/toolCopy';

/** The blog article this tool links to. */
export const GUIDE = {
  slug: 'how-to-watermark-a-pdf',
  title: 'How to watermark a PDF: text or logo, over or behind, and what a watermark can and cannot do',
  text: 'Choosing the text, opacity and angle, tiling versus one mark, and why a watermark is a label rather than a lock:',
};

export const copy: ToolCopy = {
  title: 'Watermark PDF Online Free: Add Text or Logo Watermarks',
  keywords: ['watermark pdf', 'add watermark to pdf', 'pdf stamp', 'confidential watermark', 'logo watermark pdf'],
  intro:
    'Stamp CONFIDENTIAL, DRAFT, your name or your logo on the pages of a PDF. Choose the font, size, colour, opacity and angle, one mark per page or tiled across it, over the content or behind it, and see it on the page thumbnails as you go. The text under the watermark stays selectable, and the file never leaves your browser.',
  badges: ['100% Free', 'No Upload', 'Live Preview', 'Text or Logo'],
  tips: [
    'An opacity of 20 to 35% keeps the page readable while the watermark stays obvious, on screen and on paper.',
    'Tile the text across the page when a cropped screenshot of one paragraph should still carry the mark.',
    'Put a logo behind the content so it never covers words; a picture on the page can hide it, so check the preview.',
    'A PNG with a transparent background gives the cleanest logo watermark; a JPEG is always a rectangle.',
    'Choose pages to mark only the pages that need it, for example the copies of ID documents in a bundle.',
  ],
  steps: [
    { title: 'Choose a PDF', text: 'Drop a PDF on the page or click to pick one. Its pages appear as thumbnails.' },
    { title: 'Design the Watermark', text: 'Type the text or choose a PNG or JPEG, then set the font, size, colour, angle, opacity and position. The thumbnails show it live.' },
    { title: 'Add Watermark', text: 'Click Add watermark. Your browser writes it into the chosen pages.' },
    { title: 'Download', text: 'Save the watermarked PDF. Its text, links, bookmarks and form fields are kept.' },
  ],
  benefits: [
    { title: 'Your Text Stays Text', text: 'The pages are not flattened into pictures: their text is still selectable and searchable under or over the watermark.' },
    { title: 'Real Transparency', text: 'Opacity is a true see-through setting of the PDF, so the page shows through both on screen and in print.' },
    { title: 'Upright on Every Page', text: 'Turned and cropped pages get the watermark where the reader shows it, at the angle you chose.' },
    { title: 'Private by Design', text: 'Watermarking happens on your own device: the documents you mark as confidential stay that way.' },
  ],
  useCases: [
    { title: 'Drafts and Reviews', text: 'Mark a contract or report DRAFT so an unfinished version is never mistaken for the final one.' },
    { title: 'Copies of ID Documents', text: 'Stamp "Copy for the rental application only" across a passport scan before sending it.' },
    { title: 'Branding', text: 'Put your logo on proposals, price lists and portfolios.' },
    { title: 'Confidential Handouts', text: 'Tile CONFIDENTIAL or the recipient\'s name across board papers so leaked pages can be traced.' },
  ],
  faqs: [
    { question: 'Can I use my logo as a watermark?', answer: 'Yes. Choose Image and pick a PNG or JPEG. A PNG keeps its transparent background. Set its width as a share of the page, its position and its opacity.' },
    { question: 'What is the difference between over and behind the content?', answer: 'Over the content, the watermark is drawn on top of everything on the page, see-through at the opacity you choose. Behind the content, it is drawn first, under the page\'s text and pictures: it never covers a word, but a photo or a coloured background on the page hides it.' },
    { question: 'Does the text of my PDF stay selectable?', answer: 'Yes. The watermark is added to the page; the page itself is not turned into an image, so its text can still be selected, copied and searched. The watermark text is real text too.' },
    { question: 'Which letters can a text watermark use?', answer: 'Latin, Greek and Cyrillic letters, digits and common signs, in the DejaVu fonts we embed (only the letters used are embedded). If a character is not in the font, the tool tells you which one.' },
    { question: 'Can a watermark be removed?', answer: 'A determined person with a PDF editor can remove any watermark, from any tool. A watermark is a clear label and a deterrent, not protection; to stop copying, also share the file with a password and restricted permissions.' },
    { question: 'Can I watermark only some pages?', answer: 'Yes. Choose "Choose pages" and type pages like 1-3, 7, or click the thumbnails.' },
    { question: 'What about signed or password-protected PDFs?', answer: 'A protected PDF opens with its password, used only in your browser; the watermarked copy has no password. A digitally signed PDF loses the validity of its signature when its pages change, and the page asks before it goes on.' },
    { question: 'Are my files uploaded?', answer: 'No. The PDF, the image and the watermark are processed on your device; nothing is sent to a server. Up to 150 MB and 500 pages per file.' },
  ],
};
