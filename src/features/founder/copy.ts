/** The Founder page's words: neutral copy about the project, no invented biography. */
import type { TitledText } from '../../ui/toolCopy';

export const intro: string[] = [
  'Filesmith started from a simple observation: to make a PDF small enough for an email, most websites ask you to upload it to a server you know nothing about. Contracts, payslips, medical letters and family photos should not have to travel to a stranger to lose a few megabytes.',
  'Browsers have become powerful enough to do this work themselves. Filesmith packages proven compression techniques, from JPEG quantisation to PDF image downsampling and modern video codecs, into tools that run on your own device, cost nothing and need no account.',
];

export const coreValues: TitledText[] = [
  { title: 'Respect for your data', text: 'The best way to protect a file is never to receive it. Every tool is designed so that your files stay on your device.' },
  { title: 'Honest results', text: 'We show the real before and after sizes, keep your original when compression would not help, and never fake progress.' },
  { title: 'Craft over shortcuts', text: 'Good defaults, real codecs and careful testing on real files, so the result is something you would happily send.' },
  { title: 'Open to everyone', text: 'Free, fast on modest hardware, usable by keyboard and screen reader, and clear about what each setting does.' },
];
