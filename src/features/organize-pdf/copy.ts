/** The blog article this tool links to. */
export const GUIDE = {
  slug: 'how-to-rotate-reorder-and-delete-pdf-pages',
  title: 'How to rotate, reorder and delete PDF pages without breaking the file',
  text: 'Why rotating and reordering never needs to redraw a page, and what happens to links, bookmarks and file size:',
};

