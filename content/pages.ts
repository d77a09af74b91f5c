/**
 * The information pages (not tools): the home page's 'Information' directory group and its
 * educational cards read this list, so each link is written once. Their label and description are
 * words, in the home page's catalog: `home.page.<key>.label` and `.description`.
 */
export interface InfoPage {
  path: string;
  key: string;
  /** Shown as one of the home page's three educational cards. */
  educational?: boolean;
}

export const infoPages: readonly InfoPage[] = [
  { path: '/file-compression-guide', key: 'fileCompressionGuide', educational: true },
  { path: '/file-formats-guide', key: 'fileFormatsGuide', educational: true },
  { path: '/blog', key: 'blog', educational: true },
  { path: '/about', key: 'about' },
  { path: '/founder', key: 'founder' },
  { path: '/privacy', key: 'privacy' },
  { path: '/terms', key: 'terms' },
];
