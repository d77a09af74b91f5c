import type { ToolCopy } from '../../ui/toolCopy';

/** The blog article this tool links to (content/blog/how-to-password-protect-a-pdf.md). */
export const GUIDE = {
  slug: 'how-to-password-protect-a-pdf',
  title: 'How to password-protect a PDF, and what the protection really does',
  text: 'Open passwords and permissions passwords, AES-256 against old RC4, how strong a password must be, and how to remove one:',
};

export const copy: ToolCopy = {
  title: 'Protect PDF with a Password Online Free (AES-256)',
  keywords: ['protect pdf', 'password protect pdf', 'encrypt pdf', 'lock pdf', 'pdf password', 'aes-256 pdf'],
  intro:
    'Add a password to a PDF so only the people you give it to can open it. Filesmith encrypts the whole file with AES-256, the strongest method PDF readers support, and can also limit printing, copying and editing. It all happens in your browser: the document and the password never leave your device.',
  badges: ['100% Free', 'No Upload', 'AES-256', 'Privacy First'],
  tips: [
    'A few unrelated words ("orbit maple tunnel sixty") make a password that is long, strong and easy to remember.',
    'Send the password by a different route than the file: a text message for a PDF sent by email, for example.',
    'Keep your password somewhere safe, such as a password manager. Nobody can recover it, and without it the PDF stays locked.',
    'Choose AES-128 only if someone has to open the file in a reader from before 2008; every current reader opens AES-256.',
    'Restrictions on printing and copying are respected by most readers but are not a lock. Only the open password keeps people out.',
    'A PDF that already has a password opens with it first, then gets the new one.',
  ],
  steps: [
    { title: 'Choose a PDF', text: 'Drop a PDF on the page or click to pick one, up to 150 MB. If it already has a password, type it to open the file.' },
    { title: 'Set a Password', text: 'Type the password twice. The strength meter shows how hard it would be to guess.' },
    { title: 'Add Restrictions (Optional)', text: 'Tick Restrict printing, copying and editing, set a permissions password, and choose what others may do.' },
    { title: 'Protect and Download', text: 'Click Protect PDF. The encrypted copy is made on your device; download it and keep the password safe.' },
  ],
  benefits: [
    { title: 'AES-256 Encryption', text: 'The PDF 2.0 standard\'s strongest method (revision 6): every page, image, font, bookmark and form value is encrypted, not just the text.' },
    { title: 'Never Uploaded', text: 'Encryption runs in your browser. Neither the file nor its password is sent anywhere, so not even we could open it.' },
    { title: 'Opens Everywhere', text: 'Adobe Acrobat, Chrome, Edge, Firefox, macOS Preview and phone readers open it with the password, as tested with three independent PDF engines.' },
    { title: 'Nothing Else Changes', text: 'Pages, text, links, bookmarks and form fields stay exactly as they were: only the lock is new.' },
  ],
  useCases: [
    { title: 'Sending Personal Documents', text: 'Tax returns, payslips, medical letters and ID scans sent by email or shared through a cloud drive.' },
    { title: 'Contracts and Offers', text: 'Drafts and quotes that only the client should read, with printing allowed but copying and editing not.' },
    { title: 'Reports and Exams', text: 'Internal reports, exam papers or answer keys that should stay closed until the password is shared.' },
    { title: 'Storing Files Safely', text: 'An extra lock on documents kept on shared computers, USB sticks or synced folders.' },
  ],
  faqs: [
    {
      question: 'How secure is the password protection?',
      answer:
        'The PDF is encrypted with AES-256 (PDF 2.0, revision 6), the method ISO 32000-2 recommends. Without the password, the content is unreadable. The weak point is the password itself: a short or common one can be guessed by a program trying millions of candidates, so use 12 characters or more, ideally a few unrelated words.',
    },
    {
      question: 'Is my PDF or my password uploaded?',
      answer: 'No. The file is read and encrypted in your browser, in a background worker on your own device. Nothing is sent to a server, and the password is not stored anywhere.',
    },
    {
      question: 'What is the difference between the open password and the permissions password?',
      answer:
        'The open password (also called the user password) is needed to open and read the PDF. The permissions password (the owner password) is optional: it sets what people with the open password may do, such as print or copy text, and lifts those limits when typed. It must be different from the open password.',
    },
    {
      question: 'Do restrictions on printing and copying really stop people?',
      answer:
        'Acrobat, browsers, Preview and most readers respect them, but they are a request written into the file rather than a lock: some programs ignore them. The open password is different: without it, the content cannot be decrypted at all.',
    },
    {
      question: 'Should I choose AES-256 or AES-128?',
      answer:
        'AES-256, unless someone must open the PDF in a very old reader (Acrobat 8 or earlier, from before 2008). AES-128 is still sound encryption, but its passwords can use only plain keyboard characters, up to 32 of them. Filesmith never uses the broken RC4 method.',
    },
    {
      question: 'I forgot the password. Can you recover it?',
      answer: 'No. The password is never sent to us, and a well-chosen one cannot be worked out from the file. Keep it in a password manager, or keep an unprotected copy of the PDF somewhere safe.',
    },
    {
      question: 'Can I protect a PDF that already has a password?',
      answer: 'Yes. Type its current password when the page asks; the file is opened with it, and the protected copy opens with the new password only.',
    },
    {
      question: 'What happens to a digitally signed PDF?',
      answer: 'Encrypting rewrites every byte of the file, so a digital signature can no longer vouch for it. The page tells you before it starts and goes on only if you choose to; your original keeps its valid signature.',
    },
  ],
};
