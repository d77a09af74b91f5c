/** The blog article this tool links to. */
export const GUIDE = {
  slug: 'how-to-split-a-pdf',
  title: 'How to split a PDF: pages, ranges, links and bookmarks',
  text: 'What happens to links, bookmarks, forms and file size when a PDF is split, and how to choose ranges:',
};

