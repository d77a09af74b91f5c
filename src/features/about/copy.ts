/** The About page's words; its figures come from content/site.ts. */
import { tool as compressImage } from '../../toolPages/compress-image';
import { tool as compressVideo } from '../../toolPages/compress-video';
import type { Faq, TitledText } from '../../ui/toolCopy';

export const values: TitledText[] = [
  { title: 'Privacy First', text: 'Your files are opened by your own browser and never sent to a server. We could not look at them even if we wanted to.' },
  { title: 'Always Free', text: 'Every tool is free with no sign-up, no watermark and no premium tier. Advertising pays for the site, not your data.' },
  { title: 'Lightning Fast', text: 'No upload and no download queue: work starts the moment you pick a file, with modern codecs running in background workers.' },
  { title: 'Universal Access', text: 'Works in any modern browser on Windows, macOS, Linux, Android and iOS. Nothing to install, and every control works by keyboard.' },
];

export const timeline: { year: string; title: string; text: string }[] = [
  { year: '2022', title: 'The idea', text: 'Frustrated by online compressors that upload private documents, we started building tools that do the work inside the browser.' },
  { year: '2023', title: 'First tools', text: 'PDF and image compression went live, followed by the ZIP creator and our privacy policy, which has a short promise at its heart: no uploads.' },
  { year: '2024', title: 'More formats', text: 'Video compression, the image converter, PDF merging and the metadata remover and editor joined the toolbox.' },
  { year: '2025', title: 'Faster and deeper', text: 'WebAssembly codecs and hardware video encoding made results smaller and faster, and the blog started explaining how it all works.' },
];

export const steps: TitledText[] = [
  { title: 'Upload', text: 'Drop a file on the page or click to choose one. It is opened locally by your browser; nothing is transferred.' },
  { title: 'Choose settings', text: 'Pick a quality, level, size or format. Sensible defaults are already set if you just want a smaller file.' },
  { title: 'Download', text: 'Save the result straight from your browser and compare it with the original before you share it.' },
];

export const privacyPoints: string[] = [
  'Files are processed entirely on your device, in your browser tab.',
  'No file content is ever uploaded, stored or logged by us.',
  'No account, email address or personal details are needed.',
  'Closing the tab clears everything the tool held in memory.',
  'Your files are never shared with advertisers or anyone else.',
];

export const faqs: Faq[] = [
  {
    question: 'Are my files really never uploaded?',
    answer: 'Yes. The tools are JavaScript and WebAssembly programs that run in your browser. Your file is read from your disk into the page, processed there and saved back. Your browser\'s developer tools will show you that no file data is ever sent.',
  },
  {
    question: 'Is Filesmith really free?',
    answer: 'Yes. There are no premium plans, no trial limits and no watermarks. The site is funded by advertising shown on the pages.',
  },
  {
    question: 'Do I need to create an account?',
    answer: 'No. There is nothing to sign up for; open a tool and use it.',
  },
  {
    question: 'Which file types can I work with?',
    answer: 'PDF documents; JPEG, PNG, WebP and AVIF images (plus more formats in the converter); common video formats such as MP4, MOV and WebM; and any file at all in the ZIP creator and Base64 tool.',
  },
  {
    question: 'Is there a file size limit?',
    answer: `Each tool states its limit on its page, for example ${compressImage.maxMB}MB for images and ${compressVideo.maxMB}MB for video. Because the work happens on your device, how fast very large files go depends on your computer.`,
  },
  {
    question: 'Will compression reduce the quality of my files?',
    answer: 'Lossless options (such as PNG optimisation or ZIP) keep every bit. Lossy options trade a little invisible detail for a much smaller file, and every tool lets you choose the balance and check the result before downloading.',
  },
];
