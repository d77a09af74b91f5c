/**
 * The legal texts (spec: last updated April 29, 2023; under-13 clause; 30 days' notice; the
 * claimed formats). They describe what the site really does: files are processed on the device.
 */
import { site } from './site';

export interface LegalSection {
  heading: string;
  paragraphs?: string[];
  list?: string[];
}

export const LEGAL_LAST_UPDATED = 'April 29, 2023';

/** The formats the legal texts name, worded as what the tools really do with them. */
const supportedFormats: string[] = [
  'Images: JPEG, PNG, WebP and AVIF.',
  'Video: MP4, MOV, AVI and WebM, as far as your browser can decode them.',
  'Archives: ZIP archives are created; any file, including existing ZIP, RAR and 7Z archives, can be added to one.',
];

export const privacySections: LegalSection[] = [
  {
    heading: 'Summary',
    paragraphs: [
      `${site.name} ("we", "us") provides free file tools at ${site.origin}. The tools run entirely in your web browser. Files you open with them are processed on your device and are never uploaded to our servers or to anyone else.`,
    ],
  },
  {
    heading: 'Your Files',
    list: [
      'Files you select or drop are read by your browser and processed in memory on your device.',
      'We do not receive, store, view, analyse or share the content or names of your files.',
      'Results are created on your device and saved through your browser\'s normal download.',
      'When you close or reload the page, the data the tool held in memory is discarded.',
    ],
  },
  {
    heading: 'Information Collected Automatically',
    paragraphs: [
      'Like any website, the servers that deliver our pages receive technical information with each request: your IP address, the page requested, the date and time, and your browser\'s user agent. Our hosting provider may keep this in short-lived logs for security and reliability. We do not combine it with any other data and do not use it to identify you.',
    ],
  },
  {
    heading: 'Advertising and Cookies',
    paragraphs: [
      'The site is funded by advertising. Where advertisements are shown, the advertising provider may use cookies or similar technologies to show and measure ads, subject to its own privacy policy and your browser settings and consent choices. Advertisers never receive your files. The tools themselves do not need cookies to work.',
    ],
  },
  {
    heading: 'Children\'s Privacy',
    paragraphs: [
      'The service is not directed at children under 13, and we do not knowingly collect personal information from children under 13. If you believe a child has provided us with personal information, contact us and we will delete it.',
    ],
  },
  { heading: 'Supported Formats', list: supportedFormats },
  {
    heading: 'Your Rights',
    paragraphs: [
      'Because we do not hold your files or an account for you, there is usually nothing of yours for us to access, correct or delete. Depending on where you live (for example under the GDPR or the CCPA) you may still ask us what technical data we hold and ask for it to be deleted.',
    ],
  },
  {
    heading: 'Changes to This Policy',
    paragraphs: ['We may update this policy. The date at the top shows when it last changed; material changes will be announced on this page.'],
  },
];

export const termsSections: LegalSection[] = [
  {
    heading: 'Acceptance of Terms',
    paragraphs: [`By using ${site.name} at ${site.origin} (the "Service") you agree to these terms. If you do not agree, please do not use the Service.`],
  },
  {
    heading: 'The Service',
    paragraphs: [
      'The Service offers free tools to compress, convert, merge, archive, encode and edit the metadata of files. All processing happens in your web browser on your own device; your files are not uploaded to us. No account is required.',
    ],
    list: supportedFormats,
  },
  {
    heading: 'Your Responsibilities',
    list: [
      'Use the Service only for lawful purposes and only with files you have the right to process.',
      'Keep your own copies of your original files: compression can be lossy, and results should be checked before you rely on them.',
      'Do not attempt to disrupt, overload or reverse engineer the Service or use it to distribute malicious content.',
    ],
  },
  {
    heading: 'Intellectual Property',
    paragraphs: [
      'You keep all rights to your files and to the results you create. The site\'s design, text and code belong to us or our licensors and may not be copied except as the law allows.',
    ],
  },
  {
    heading: 'Advertising',
    paragraphs: ['The Service is free because it shows advertisements. Advertisers\' own terms govern any interaction you have with them.'],
  },
  {
    heading: 'Disclaimer of Warranties',
    paragraphs: [
      'The Service is provided "as is" and "as available", without warranties of any kind, including fitness for a particular purpose or that results will meet a particular size or quality. Results depend on your files, your settings and your browser.',
    ],
  },
  {
    heading: 'Limitation of Liability',
    paragraphs: [
      `To the fullest extent permitted by law, ${site.name} is not liable for any indirect, incidental or consequential damages, or for any loss of data, arising from your use of the Service.`,
    ],
  },
  {
    heading: 'Changes to These Terms',
    paragraphs: [
      'We may revise these terms. For material changes we will give at least 30 days\' notice on this page before they take effect. Continuing to use the Service after a change takes effect means you accept the revised terms.',
    ],
  },
];
