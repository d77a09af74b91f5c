import type { ToolCopy } from '../../ui/toolCopy';

/** The blog article this tool links to (content/blog/how-to-password-protect-a-pdf.md, which covers removing one too). */
export const GUIDE = {
  slug: 'how-to-password-protect-a-pdf',
  title: 'How to password-protect a PDF, and what the protection really does',
  text: 'Open passwords, permissions passwords, encryption, and when removing them is the right thing to do:',
};

export const copy: ToolCopy = {
  title: 'Unlock PDF Online Free: Remove a PDF Password',
  keywords: ['unlock pdf', 'remove pdf password', 'pdf password remover', 'decrypt pdf', 'remove pdf restrictions'],
  intro:
    'Remove the password from a PDF you can open, so it no longer asks for one, and lift its limits on printing, copying and editing. Type the password once, download an unlocked copy with the same pages and text. Everything runs in your browser: the file and the password never leave your device.',
  badges: ['100% Free', 'No Upload', 'Privacy First', 'Same Pages and Text'],
  tips: [
    'You need the password that opens the PDF: this tool removes a password you know, it does not guess one.',
    'A PDF that opens without a password but will not let you print or copy has owner restrictions: it unlocks without asking for anything.',
    'Unlock your own files before archiving them, so a forgotten password can never lock you out later.',
    'Keep the unlocked copy somewhere private: anyone who gets it can now read it.',
    'The original stays as it was: you can always go back to the protected file.',
  ],
  steps: [
    { title: 'Choose a PDF', text: 'Drop a protected PDF on the page or click to pick one, up to 150 MB.' },
    { title: 'Type Its Password', text: 'If the PDF asks for a password to open, type it and press Enter or Unlock PDF.' },
    { title: 'Unlock', text: 'The file is decrypted in your browser and written again without a password or restrictions.' },
    { title: 'Download', text: 'Save the unlocked copy: it opens in any reader without asking for a password.' },
  ],
  benefits: [
    { title: 'Same Pages, Same Text', text: 'Nothing is redrawn or re-compressed: pages, text, links, bookmarks and form fields stay exactly as they were.' },
    { title: 'Every Kind of Protection', text: 'Opens PDFs protected with AES-256, AES-128 and the older RC4 methods, with an open password or owner restrictions.' },
    { title: 'Never Uploaded', text: 'The password is used only in your browser, to decrypt the file on your device. It is not sent or stored anywhere.' },
    { title: 'Free, No Sign-Up', text: 'No account, no watermark, no daily limit.' },
  ],
  useCases: [
    { title: 'Bank and Utility Statements', text: 'Statements that arrive locked with your birth date or account number, unlocked once for your records.' },
    { title: 'Printing and Copying', text: 'Your own document that will not let you print it or copy a paragraph out of it.' },
    { title: 'Archiving', text: 'Files kept for years, where a forgotten password would mean losing the document.' },
    { title: 'Sharing Inside a Team', text: 'A report everyone on a secure drive needs to open without passing a password around.' },
  ],
  faqs: [
    {
      question: 'Can this tool unlock a PDF without the password?',
      answer:
        'Not one that needs a password to open: its content is encrypted, and only the right password decrypts it. A PDF that opens without a password but restricts printing, copying or editing is different: those restrictions are removed without asking for anything.',
    },
    {
      question: 'Is my PDF or its password uploaded?',
      answer: 'No. The PDF is decrypted in your browser, in a background worker on your own device. Neither the file nor the password is sent to a server or stored.',
    },
    {
      question: 'Will the unlocked PDF look the same?',
      answer: 'Yes. The pages are not redrawn or re-compressed: the text, images, fonts, links, bookmarks and form fields are the same. Only the encryption is gone.',
    },
    {
      question: 'What if my PDF is not protected?',
      answer: 'The page says so as soon as you choose it: a PDF that opens without a password and has no restrictions has nothing to remove.',
    },
    {
      question: 'Which kinds of PDF protection can it remove?',
      answer:
        'The standard PDF password protection in all its versions: AES-256 (PDF 2.0), AES-128 and RC4 (40 and 128 bits), with open passwords and owner restrictions. PDFs locked with a certificate or a company rights-management system cannot be opened in a browser.',
    },
    {
      question: 'Is it legal to remove a PDF password?',
      answer: 'Removing a password you were given from a document you are allowed to read is fine for your own use. Do not use it to get around restrictions the owner of a document set for you to respect.',
    },
    {
      question: 'What happens to a digitally signed PDF?',
      answer: 'Unlocking rewrites the file, so a digital signature can no longer vouch for it. The page tells you before it starts and goes on only if you choose to; your original keeps its valid signature.',
    },
  ],
};
