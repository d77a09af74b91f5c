/** The blog article this tool links to (content/blog/how-to-password-protect-a-pdf.md). */
export const GUIDE = {
  slug: 'how-to-password-protect-a-pdf',
  title: 'How to password-protect a PDF, and what the protection really does',
  text: 'Open passwords and permissions passwords, AES-256 against old RC4, how strong a password must be, and how to remove one:',
};

