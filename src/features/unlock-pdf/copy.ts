/** The blog article this tool links to (content/blog/how-to-password-protect-a-pdf.md, which covers removing one too). */
export const GUIDE = {
  slug: 'how-to-password-protect-a-pdf',
  title: 'How to password-protect a PDF, and what the protection really does',
  text: 'Open passwords, permissions passwords, encryption, and when removing them is the right thing to do:',
};

