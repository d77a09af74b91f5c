import { use, useState, type MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { t } from '../../i18n/messages';
import { useHydrated } from '../../lib/useHydrated';
import { articleSource } from './articleSource';

/**
 * One promise per article, kept for the page's life: `use()` needs the same promise on every
 * render. The prerender waits for it, so the static HTML holds the body; while hydrating, the
 * surrounding Suspense boundary keeps that HTML until the chunk arrives, then adopts it.
 */
const bodies = new Map<string, Promise<string | null>>();
export function bodyOf(slug: string): Promise<string | null> {
  const source = articleSource(slug);
  let body = bodies.get(source.key);
  if (!body) {
    // A chunk that fails to load (offline, a new deploy) must not take the whole page down:
    // resolve to null and show a message. The failure stays cached (a fresh promise would suspend
    // the same render again, forever); a reload tries again.
    body = source.modules.body().then(
      (m) => m.default,
      () => null,
    );
    bodies.set(source.key, body);
  }
  return body;
}

/** Typography for the Markdown HTML (no typography plugin: Tailwind's descendant variants). */
const PROSE = [
  'text-slate-700 leading-relaxed',
  '[&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900',
  '[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_p]:my-4 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:ps-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:ps-6 [&_li]:my-1.5',
  '[&_strong]:font-semibold [&_strong]:text-slate-900 [&_a]:font-medium [&_a]:text-indigo-700 [&_a]:underline',
  '[&_blockquote]:my-6 [&_blockquote]:border-s-4 [&_blockquote]:border-indigo-300 [&_blockquote]:bg-indigo-50 [&_blockquote]:px-4 [&_blockquote]:py-1 [&_blockquote]:text-slate-800',
  '[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1 [&_code]:py-0.5 [&_code]:text-sm [&_pre]:my-4 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-slate-100 [&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_table]:my-6 [&_table]:block [&_table]:w-full [&_table]:overflow-x-auto [&_table]:border-collapse [&_table]:text-sm',
  '[&_th]:border [&_th]:border-slate-300 [&_th]:bg-slate-100 [&_th]:px-3 [&_th]:py-2 [&_th]:text-start [&_th]:font-semibold',
  '[&_td]:border [&_td]:border-slate-300 [&_td]:px-3 [&_td]:py-2 [&_td]:align-top',
  '[&_hr]:my-8 [&_hr]:border-slate-200',
].join(' ');

/** What an article that could not be loaded (a chunk failed: offline, a new deploy) shows. */
export function ArticleLoadFailed() {
  return (
    <p role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-900">
      {t('blogArticle.loadFailed')}
    </p>
  );
}

/** The article's HTML; `lang` marks an English body on a page in another language. */
export function ArticleBody({ slug, lang }: { slug: string; lang?: string }) {
  const body = use(bodyOf(slug));
  const navigate = useNavigate();
  // The page's language prefix ('/es', '' in English): the Markdown's links to our pages
  // (`/compress-pdf`) lead to them in the page's language, for crawlers and without JavaScript too.
  const prefix = useHref('/').replace(/\/$/, '');
  const html = prefix && body ? body.replace(/href="\/(?!\/)/g, `href="${prefix}/`) : body;
  // True when this body is being hydrated from the prerendered page: its HTML is already there.
  const hydrated = useHydrated();
  const [prerendered] = useState(!hydrated);
  if (html === null && !prerendered) return <ArticleLoadFailed />;
  // Links inside the Markdown are plain <a>: keep in-site ones inside the app (no full reload).
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as HTMLElement).closest('a');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(prefix && href.startsWith(`${prefix}/`) ? href.slice(prefix.length) : href);
  };
  // The click handler only enhances links that work on their own, so no keyboard handler is needed.
  // If the chunk failed while hydrating, an empty __html leaves the prerendered body in place:
  // React neither compares nor rewrites dangerouslySetInnerHTML when it hydrates.
  return <div className={PROSE} lang={lang} data-testid="article-body" onClick={onClick} dangerouslySetInnerHTML={{ __html: html ?? '' }} />;
}
