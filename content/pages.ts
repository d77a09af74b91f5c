/**
 * The information pages (not tools): the home page's 'Information' directory group and its
 * educational cards read this list, so each link is written once.
 */
export interface InfoPage {
  path: string;
  label: string;
  description: string;
  /** Shown as one of the home page's three educational cards. */
  educational?: boolean;
}

export const infoPages: readonly InfoPage[] = [
  {
    path: '/file-compression-guide',
    label: 'File Compression Guide',
    description: 'Lossless versus lossy, the settings that work for web, social, email, video and archives, and the mistakes to avoid.',
    educational: true,
  },
  {
    path: '/file-formats-guide',
    label: 'File Formats Guide',
    description: 'JPEG, PNG, WebP, AVIF, MP4, WebM and more compared side by side, with a table that tells you which one to pick.',
    educational: true,
  },
  {
    path: '/blog',
    label: 'Blog',
    description: 'Long, practical articles on how compression really works, from JPEG quantisation to PDF image downsampling.',
    educational: true,
  },
  { path: '/about', label: 'About Us', description: 'Who we are, how the tools work and why your files never leave your device.' },
  { path: '/founder', label: 'Founder', description: 'The person behind Filesmith and the values the tools are built on.' },
  { path: '/privacy', label: 'Privacy Policy', description: 'What we collect (very little) and what we never see (your files).' },
  { path: '/terms', label: 'Terms of Service', description: 'The rules for using the free tools.' },
];
