import type { ToolCopy } from '../../ui/toolCopy';

/** The blog article this tool links to. */
export const GUIDE = {
  slug: 'how-to-add-page-numbers-to-a-pdf',
  title: 'How to add page numbers to a PDF: styles, covers, roman numerals and turned pages',
  text: 'Where numbers should go, how to skip a cover or start at another number, and why real text beats a picture of a number:',
};

export const copy: ToolCopy = {
  title: 'Add Page Numbers to PDF Online Free: Page 1 of N, Roman Numerals',
  keywords: ['add page numbers to pdf', 'number pdf pages', 'pdf page numbering', 'page x of y pdf', 'bates numbering pdf'],
  intro:
    'Number the pages of a PDF in six places and four styles: 1, Page 1, Page 1 of N, or i, ii, iii. Skip the cover, start at any number, pick the size, margin and colour, and watch the numbers appear on the page thumbnails as you change them. The numbers are real, searchable text, and your document never leaves your browser.',
  badges: ['100% Free', 'No Upload', 'Live Preview', 'Searchable Numbers'],
  tips: [
    'Choose "All but the first (cover)" and first number 1 so the page after the cover reads 1, as books and reports do.',
    'Use roman numerals for a preface: number its pages i, ii, iii here, then number the body from 1 in a second pass with "Choose pages".',
    '"Page 1 of N" counts the numbered pages, so with the cover skipped a 10-page file reads "Page 1 of 9" to "Page 9 of 9".',
    'Keep the margin at 20 pt or more: many printers cannot print closer than about 5 mm (14 pt) to the edge.',
    'Scanned pages turned sideways get their numbers upright and inside the visible area, exactly as the thumbnail shows.',
  ],
  steps: [
    { title: 'Choose a PDF', text: 'Drop a PDF on the page or click to pick one. Its pages appear as thumbnails.' },
    { title: 'Set the Numbers', text: 'Pick the position, the style, the first number and the pages to number; size, margin and colour too. The thumbnails show the result live.' },
    { title: 'Add Page Numbers', text: 'Click Add page numbers. Your browser writes the numbers into the pages as text, in an embedded font.' },
    { title: 'Download', text: 'Save the numbered PDF. Links, bookmarks and form fields of the original are kept.' },
  ],
  benefits: [
    { title: 'Real Text, Not Pictures', text: 'Numbers are text in an embedded font subset: you can select, copy and search them, and screen readers read them.' },
    { title: 'Right Way Up Everywhere', text: 'Pages that are turned or cropped get their number upright, inside the part a reader shows, not off the visible page.' },
    { title: 'Nothing Else Changes', text: 'The pages are not redrawn: text stays selectable, images keep their quality, and links and bookmarks still work.' },
    { title: 'Private by Design', text: 'Numbering happens on your own device. Theses, contracts and court bundles never leave it.' },
  ],
  useCases: [
    { title: 'Theses and Reports', text: 'Number the body from 1 after a cover and a table of contents, as universities ask.' },
    { title: 'Court and Tender Bundles', text: '"Page 3 of 48" on every page, so nobody can miss that a page is missing.' },
    { title: 'Merged Documents', text: 'After merging several PDFs, give the whole file one continuous set of numbers.' },
    { title: 'Printed Handouts', text: 'Numbers at the outer corners make a stapled handout easy to flip through.' },
  ],
  faqs: [
    { question: 'Which number styles can I use?', answer: 'Four: a plain number (1, 2, 3), "Page 1", "Page 1 of N" and lower-case roman numerals (i, ii, iii). In "Page 1 of N", N is the last number given, so it stays right when you skip pages or start at another number.' },
    { question: 'Can I skip the cover page?', answer: 'Yes. Choose "All but the first (cover)": the second page gets the first number. To leave out other pages, choose "Choose pages" and type them, for example 3-20, or click the thumbnails.' },
    { question: 'Can I start at a number other than 1?', answer: 'Yes. Set the first number, for example 15 for a chapter that continues a book. The numbered pages count on from it in order.' },
    { question: 'Are the numbers searchable text?', answer: 'Yes. They are written as text in an embedded subset of the DejaVu Sans font, so you can select and copy them, and searching for "Page 12" finds page 12.' },
    { question: 'What happens to pages that are rotated or cropped?', answer: 'Each number is placed on the page as your reader shows it: upright, and measured from the edges of the visible (cropped) area, so it is never sideways or cut off.' },
    { question: 'Will it change the rest of my PDF?', answer: 'No. The numbers are added on top of each page; the pages themselves are not redrawn, and links, bookmarks and form fields are kept. A digitally signed PDF loses the validity of its signature, and the page tells you before it starts.' },
    { question: 'Can I number a password-protected PDF?', answer: 'Yes. Type its password when asked; it is used only in your browser. The numbered copy has no password.' },
    { question: 'Are my files uploaded?', answer: 'No. The PDF is opened, previewed and numbered on your device; nothing is sent to a server. Up to 150 MB and 500 pages per file.' },
  ],
};
