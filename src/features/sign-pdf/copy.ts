/** The blog article this tool links to. */
export const GUIDE = {
  slug: 'how-to-sign-a-pdf',
  title: 'How to sign a PDF: visual signatures, digital signatures and what each proves',
  text: 'What a drawn or typed signature on a PDF is worth, how it differs from a certificate-based signature, and how to place one well:',
};

