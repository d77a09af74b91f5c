/** The blog article this tool links to. */
export const GUIDE = {
  slug: 'how-to-watermark-a-pdf',
  title: 'How to watermark a PDF: text or logo, over or behind, and what a watermark can and cannot do',
  text: 'Choosing the text, opacity and angle, tiling versus one mark, and why a watermark is a label rather than a lock:',
};

