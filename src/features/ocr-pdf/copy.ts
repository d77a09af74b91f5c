/** The blog article this tool links to. */
export const GUIDE = {
  slug: 'how-to-make-a-scanned-pdf-searchable',
  title: 'How to make a scanned PDF searchable with OCR, without uploading it',
  text: 'How OCR reads a scan, why the page still looks the same, and how to get the best results:',
};

