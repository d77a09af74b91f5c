/** The About and Founder pages' figures (site-wide facts are in site.ts). */
import { tools } from '../src/tools';

/** About page stats (spec section 1). */
export const aboutStats = [
  { value: '50,000+', label: 'Happy Users' },
  { value: '2M+', label: 'Files Compressed' },
  { value: '180+', label: 'Countries' },
  { value: '99.9%', label: 'Success Rate' },
] as const;

export const aboutClaims = { betterCompression: '40%', fasterProcessing: '3x' } as const;

/**
 * Founder page: config values, no real person is invented. Set `photo` to an image path (e.g.
 * '/founder.jpg' in public/) and add `links` ({ label, href }, opened in a new tab) to make it yours;
 * an empty or broken photo shows the placeholder.
 */
export const founder = {
  name: 'Founder of Filesmith',
  role: 'Founder of Filesmith',
  photo: '',
  placeholderPhoto: '/founder-placeholder.svg',
  links: [] as { label: string; href: string }[],
  stats: [
    { value: String(tools.length), label: 'Free Tools' },
    { value: '0', label: 'Files Uploaded' },
    { value: '100%', label: 'In-Browser' },
  ],
  /** Skill bars: level in percent. */
  skills: [
    { name: 'Web Performance', level: 95 },
    { name: 'Image and Video Codecs', level: 90 },
    { name: 'Privacy Engineering', level: 92 },
    { name: 'Accessibility', level: 85 },
    { name: 'User Experience Design', level: 88 },
  ],
} as const;
