import type { ToolCopy } from '../../ui/toolCopy';

/** The blog article this tool links to. */
export const GUIDE = {
  slug: 'how-to-rotate-reorder-and-delete-pdf-pages',
  title: 'How to rotate, reorder and delete PDF pages without breaking the file',
  text: 'Why rotating and reordering never needs to redraw a page, and what happens to links, bookmarks and file size:',
};

export const copy: ToolCopy = {
  title: 'Organize PDF Pages Online Free',
  keywords: ['organize pdf', 'rotate pdf pages', 'delete pdf pages', 'reorder pdf pages', 'rearrange pdf'],
  intro:
    'Put the pages of a PDF in the order you want: turn sideways scans upright, delete the pages nobody needs, duplicate a page, move pages earlier or later, and add blank pages or the pages of another PDF. Every change can be undone, and the PDF never leaves your browser.',
  badges: ['100% Free', 'No Upload', 'Privacy First', 'Undo Any Step'],
  tips: [
    'Each page card has its own buttons: turn left or right, duplicate, delete, and move earlier or later. They work with the keyboard too: Tab to a button and press Enter.',
    'Drag a page card onto another one to move it there in one go.',
    'Made a mistake? Undo steps back one change at a time, as far back as you need.',
    'Blank pages take the size of the page before them, so an inserted separator matches the rest of the document.',
    'Add the pages of a second PDF to combine two documents, then move its pages where they belong.',
  ],
  steps: [
    { title: 'Choose a PDF', text: 'Drop a PDF on the page or click to pick one. Its pages appear as cards with thumbnails.' },
    { title: 'Arrange the Pages', text: 'Turn, delete, duplicate and move pages, insert blank pages or another PDF. Undo any step.' },
    { title: 'Save', text: 'Click Save organized PDF. The new page order is written in your browser, without redrawing any page.' },
    { title: 'Download', text: 'Download the result, named after your file with _organized added (report_organized.pdf).' },
  ],
  benefits: [
    { title: 'Nothing Is Redrawn', text: 'Pages are moved and turned as they are: text stays selectable, images keep their quality, links and form fields stay on their page.' },
    { title: 'Exact Rotation', text: 'Turning a page changes its rotation in quarter turns, as a PDF reader does, so nothing is resampled or cropped.' },
    { title: 'Undo Everything', text: 'Every change is remembered, so trying out an order costs nothing: step back whenever you like.' },
    { title: 'Private by Design', text: 'The PDF is read and written on your own device. Contracts, scans and records are never uploaded.' },
  ],
  useCases: [
    { title: 'Fix a Scan', text: 'A scanner fed pages upside down or sideways, or in the wrong order: turn and reorder them in a minute.' },
    { title: 'Clean Up a Report', text: 'Drop empty pages, the old cover or an appendix that should not be sent.' },
    { title: 'Assemble a Document', text: 'Add the signed page from another PDF, put it in place, and insert a blank page before each chapter for printing.' },
    { title: 'Prepare for Print', text: 'Duplicate a form to print it twice, or add blank pages so chapters start on a right-hand page.' },
  ],
  faqs: [
    { question: 'How do I reorder pages?', answer: 'Use the arrow buttons on a page card to move it one place earlier or later, or drag the card onto the page whose place it should take. The page numbers update at once.' },
    { question: 'Does rotating a page lower its quality?', answer: 'No. The page keeps its content and only its rotation changes, in steps of 90 degrees, exactly as when you turn a page in a PDF reader and save.' },
    { question: 'Can I undo a change?', answer: 'Yes. Undo steps back through your changes one at a time, up to the last 100 changes, including deleted pages and inserted files.' },
    { question: 'Can I add pages from another PDF?', answer: 'Yes. Click "Add pages from another PDF" and choose a file: all its pages are added where you chose, and you can then move, turn or delete them like the others.' },
    { question: 'What size is a blank page?', answer: 'The size of the page before it (or after it, at the start), as that page is shown, so it fits in with its neighbours.' },
    { question: 'Can I organize a password-protected PDF?', answer: 'Yes. Type its password when asked; it is used only in your browser to open the file, and the organized PDF has no password.' },
    { question: 'Is there a size limit?', answer: 'Up to 150 MB and 500 pages per PDF: everything happens in your browser tab, which has less memory than a desktop program.' },
    { question: 'Are my files uploaded?', answer: 'No. The PDF is read, shown and written on your device; nothing is sent to a server.' },
  ],
};
