import type { ToolCopy } from '../../ui/toolCopy';

/** The blog article this tool links to. */
export const GUIDE = {
  slug: 'how-to-split-a-pdf',
  title: 'How to split a PDF: pages, ranges, links and bookmarks',
  text: 'What happens to links, bookmarks, forms and file size when a PDF is split, and how to choose ranges:',
};

export const copy: ToolCopy = {
  title: 'Split PDF Online Free: Extract Pages or Split Every N Pages',
  keywords: ['split pdf', 'extract pdf pages', 'separate pdf pages', 'pdf splitter'],
  intro:
    'Split a PDF into single pages, into parts of N pages, or pull out just the pages you need. Type ranges like 1-3, 5, 8- or click the page thumbnails, then download one PDF or a ZIP of them. Everything runs in your browser: the document is never uploaded.',
  badges: ['100% Free', 'No Upload', 'Privacy First', 'Page Thumbnails'],
  tips: [
    'Type 8- to mean "page 8 to the end" and -4 to mean "pages 1 to 4", so you do not need to know the page count.',
    'Click thumbnails to pick scattered pages; the page box updates as you click, and you can still edit it by hand.',
    'Choose "One PDF per range" to cut a report into chapters in one go: each range becomes its own file in the ZIP.',
    'Links between pages and bookmarks survive when both ends are in the same part, so keep a chapter and its table of contents together.',
    'A password-protected PDF opens once you type its password; the parts you download have no password.',
  ],
  steps: [
    { title: 'Choose a PDF', text: 'Drop a PDF on the page or click to pick one. Its pages appear as thumbnails as you scroll.' },
    { title: 'Say How to Split', text: 'Split every page or every N pages, or type the pages and ranges you want (or click them).' },
    { title: 'Split', text: 'Click Split PDF. The pages are copied into new documents in your browser, without redrawing them.' },
    { title: 'Download', text: 'Save one PDF, or a ZIP with one PDF per part, named after the pages it holds (report_p1-3.pdf).' },
  ],
  benefits: [
    { title: 'Nothing Is Redrawn', text: 'Pages are copied as they are: text stays selectable and searchable, images keep their quality.' },
    { title: 'Links That Still Work', text: 'Internal links and bookmarks are kept when they point inside the part, and dropped when their target is gone, so no link leads nowhere.' },
    { title: 'Fast on Long Files', text: 'Thumbnails are drawn only for the pages you are looking at, so even a 500-page PDF opens at once.' },
    { title: 'Private by Design', text: 'Splitting happens on your own device. Contracts, statements and medical records never leave it.' },
  ],
  useCases: [
    { title: 'Send Only What Matters', text: 'Pull the two signed pages out of a 40-page contract, or the one statement a landlord asks for.' },
    { title: 'Chapters and Handouts', text: 'Cut a textbook or a report into chapters, or a slide deck into one handout per lesson.' },
    { title: 'Scanned Batches', text: 'A scanner that saved 30 letters into one PDF: split every 2 pages to get one file per letter.' },
    { title: 'Size Limits', text: 'A portal that takes 10 MB per upload: split a long PDF into parts that each fit.' },
  ],
  faqs: [
    { question: 'How do I write page ranges?', answer: 'Separate pages and ranges with commas: 1-3, 5, 8- means pages 1, 2, 3, 5 and 8 to the last page; -4 means pages 1 to 4. Pages are counted from 1, as your PDF reader shows them.' },
    { question: 'Can I pick pages by clicking?', answer: 'Yes. Click (or focus and press Enter on) any thumbnail to add or remove that page; the page box follows your clicks, and you can edit it by hand at any time.' },
    { question: 'Do I get one file or many?', answer: 'Your choice. Chosen pages can go into one PDF, or one PDF per range. Splitting every N pages makes one PDF per part. Several files download together as a ZIP, each named after its pages, such as report_p1-3.pdf.' },
    { question: 'Are links and bookmarks kept?', answer: 'Links from one page to another, and bookmarks, are kept when their target page is in the same part, and point at the right page of the new file. Links to pages that are not in the part are removed rather than left broken. Web links are always kept.' },
    { question: 'Does splitting reduce quality?', answer: 'No. Pages are copied into the new files as they are, with their fonts and images, so nothing is re-compressed or redrawn.' },
    { question: 'Can I split a password-protected PDF?', answer: 'Yes. Type its password when asked; it is used only in your browser to open the file, and the parts you download have no password.' },
    { question: 'Is there a size limit?', answer: 'Up to 150 MB and 500 pages per PDF: everything happens in your browser tab, which has less memory than a desktop program.' },
    { question: 'Are my files uploaded?', answer: 'No. The PDF is read, drawn and split on your device; nothing is sent to a server.' },
  ],
};
