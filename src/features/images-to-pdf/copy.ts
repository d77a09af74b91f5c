/** The tool's guide on the blog (content/blog/images-to-pdf-guide.md). */
export const ARTICLE = {
  slug: 'how-to-convert-images-to-pdf',
  title: 'How to Turn Photos and Scans into a PDF (Without Losing Quality)',
  summary: 'what happens to a JPEG, a PNG or an iPhone HEIC inside a PDF, which page size to pick, and why a rotated photo stays upright.',
};

