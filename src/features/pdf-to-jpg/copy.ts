/** The blog article this tool links to. */
export const GUIDE = {
  slug: 'convert-pdf-pages-to-jpg-or-png',
  title: 'PDF to JPG or PNG: which resolution and format to choose',
  text: 'How dpi turns into pixels, when PNG beats JPG for a page, and what a page image can and cannot keep:',
};

