/** The blog article this tool links to. */
export const GUIDE = {
  slug: 'how-to-add-page-numbers-to-a-pdf',
  title: 'How to add page numbers to a PDF: styles, covers, roman numerals and turned pages',
  text: 'Where numbers should go, how to skip a cover or start at another number, and why real text beats a picture of a number:',
};

