import type { ToolCopy } from '../../ui/toolCopy';

/** The blog article this tool links to. */
export const GUIDE = {
  slug: 'how-to-sign-a-pdf',
  title: 'How to sign a PDF: visual signatures, digital signatures and what each proves',
  text: 'What a drawn or typed signature on a PDF is worth, how it differs from a certificate-based signature, and how to place one well:',
};

export const copy: ToolCopy = {
  title: 'Sign PDF Online Free: Draw, Type or Upload Your Signature',
  keywords: ['sign pdf', 'add signature to pdf', 'e-sign pdf', 'pdf signature', 'sign pdf online free'],
  intro:
    'Sign a PDF in your browser: draw your signature with a mouse, finger or pen, type it in a handwriting font, or upload a picture of it. Place it, with the date and your initials, on any page, as often as you need. The PDF never leaves your device.',
  badges: ['100% Free', 'No Upload', 'Privacy First', 'Works with Touch'],
  tips: [
    'Draw a little larger than you need: the signature is scaled down to fit and stays sharp.',
    'A photo of a signature on white paper works: near-white pixels become see-through, so only the ink lands on the page.',
    'Move a placed signature with the arrow keys (Shift for bigger steps) and resize it with + and -, or drag it and its corner.',
    'Tick "Remember on this device" to keep a signature in this browser for next time; delete it from the list whenever you like.',
    'Need proof of who signed? That takes a certificate-based digital signature from a trust service: this tool adds a visual signature.',
  ],
  steps: [
    { title: 'Choose a PDF', text: 'Drop the PDF on the page or click to pick one. A protected PDF asks for its password.' },
    { title: 'Make Your Signature', text: 'Draw it, type it and pick a handwriting font, or upload a picture of it.' },
    { title: 'Place It', text: 'Put the signature, the date and your initials on any page; drag or use the keys to move and resize them.' },
    { title: 'Download', text: 'Click Sign PDF. The marks are drawn into the pages in your browser, and the signed PDF downloads.' },
  ],
  benefits: [
    { title: 'Part of the Page', text: 'The signature is drawn into the page content, not left as a loose annotation, so every reader shows it the same way.' },
    { title: 'Private by Design', text: 'Contracts and forms stay on your device: nothing is uploaded, and saved signatures stay in this browser only.' },
    { title: 'Draw, Type or Upload', text: 'Smoothed strokes from mouse, touch or pen, three handwriting fonts, or a scan with its paper made transparent.' },
    { title: 'Keyboard Friendly', text: 'Every step works without a mouse: arrow keys move a placed signature, + and - resize it.' },
  ],
  useCases: [
    { title: 'Contracts and Leases', text: 'Sign the last page and initial every other page of a rental agreement or a freelance contract.' },
    { title: 'Forms and Permission Slips', text: 'Sign a school form or a consent letter without printing and scanning it.' },
    { title: 'Approvals', text: 'Add your signature and the date to an invoice, a timesheet or a purchase order.' },
    { title: 'Quick Paperwork', text: 'A delivery note or an HR form that just needs your name signed: done on your phone in a minute.' },
  ],
  faqs: [
    {
      question: 'Is this a legally binding electronic signature?',
      answer:
        'It is a visual signature: a picture of your signature drawn into the page. Many everyday agreements accept that, as they accept a signed scan. It is not a certificate-based digital signature, which proves who signed and that nothing changed since; for that you need a signing certificate from a trust service.',
    },
    { question: 'How do I draw my signature?', answer: 'Choose Draw and sign in the box with a mouse, a finger or a pen. Strokes are smoothed as you go. Clear starts again; Use this signature keeps it.' },
    {
      question: 'Can I type my signature instead?',
      answer: 'Yes. Choose Type, write your name and pick one of three handwriting fonts (Dancing Script, Great Vibes, Caveat). The fonts come from this site, not from a font service, and load only when you choose Type.',
    },
    { question: 'Can I upload a picture of my signature?', answer: 'Yes: a PNG or JPEG. Near-white pixels are made transparent, so the paper around the ink does not cover the page.' },
    {
      question: 'How do I place it exactly?',
      answer:
        'Place it on the page shown, then drag it; drag its corner to resize. Or focus it and use the arrow keys to move (Shift for larger steps) and + or - to resize; Delete removes it. The buttons under the page do the same.',
    },
    { question: 'Can I add the date and my initials?', answer: 'Yes. Add a date (today\'s, which you can edit) and your initials as text, and place them like the signature, on as many pages as you want.' },
    {
      question: 'Where is my saved signature kept?',
      answer: 'Only if you tick "Remember on this device": then it is kept in this browser\'s storage on this device, never sent anywhere. Delete it from the list of saved signatures at any time.',
    },
    {
      question: 'What happens to a PDF that is already digitally signed?',
      answer: 'The page warns you first: any change to the file, a visual signature included, makes its existing digital signature invalid. You choose whether to go on.',
    },
    { question: 'Are my files uploaded?', answer: 'No. The PDF is read, shown and signed on your device; nothing is sent to a server.' },
  ],
};
