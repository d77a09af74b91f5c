/** Build-time constants, set in vite.config.ts from the environment. */
declare const __SITE_URL__: string;
declare const __AD_CLIENT__: string;
declare const __REVIEW_WIDGET_URL__: string;

declare module 'virtual:blog' {
  import type { PostMeta } from '../scripts/blogLoader';
  export const posts: PostMeta[];
  export const loaders: Record<string, () => Promise<{ default: string }>>;
}
