/**
 * Build-time article loader: Markdown files with YAML front matter in content/blog/.
 * Runs in Node (Vite plugin, tests); the browser only receives the rendered HTML.
 */
import { Marked } from 'marked';
import { parse as parseYaml } from 'yaml';

export interface PostMeta {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  category: string;
  tags: string[];
  publishDate: string;
  readTime: string;
  seoTitle: string;
  seoDescription: string;
  keywords: string[];
}

const REQUIRED = ['id', 'title', 'slug', 'excerpt', 'category', 'tags', 'publishDate', 'seoTitle', 'seoDescription', 'keywords'] as const;
const WORDS_PER_MINUTE = 200;

const marked = new Marked({ gfm: true });

/** Scripts written without spaces between words: Chinese, Japanese, Thai. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

/** Words of a text: between spaces, or by Intl's word breaks where the script has no spaces. */
function wordCount(text: string): number {
  if (!UNSPACED.test(text)) return text.split(/\s+/).filter(Boolean).length;
  let words = 0;
  for (const segment of new Intl.Segmenter(undefined, { granularity: 'word' }).segment(text)) if (segment.isWordLike) words++;
  return words;
}

export function readTimeOf(markdown: string): string {
  const words = wordCount(markdown);
  return `${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min read`;
}

function splitFrontMatter(source: string, file: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`${file}: missing front matter (a block between --- lines at the top)`);
  const data: unknown = parseYaml(match[1]);
  if (!data || typeof data !== 'object') throw new Error(`${file}: front matter is not a YAML mapping`);
  return { data: data as Record<string, unknown>, body: match[2] };
}

const asList = (v: unknown) => (Array.isArray(v) ? v.map(String) : String(v).split(',').map((s) => s.trim()).filter(Boolean));

/** Parses one article; throws an Error naming the file when front matter is missing or incomplete. */
export function parsePost(source: string, file: string): { meta: PostMeta; html: string } {
  const { data, body } = splitFrontMatter(source, file);
  const missing = REQUIRED.filter((key) => data[key] === undefined || data[key] === null || data[key] === '');
  if (missing.length) throw new Error(`${file}: front matter is missing ${missing.join(', ')}`);
  const publishDate = data.publishDate instanceof Date ? data.publishDate.toISOString().slice(0, 10) : String(data.publishDate);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(publishDate)) throw new Error(`${file}: publishDate must be YYYY-MM-DD`);
  const meta: PostMeta = {
    id: Number(data.id),
    title: String(data.title),
    slug: String(data.slug),
    excerpt: String(data.excerpt),
    category: String(data.category),
    tags: asList(data.tags),
    publishDate,
    readTime: readTimeOf(body),
    seoTitle: String(data.seoTitle),
    seoDescription: String(data.seoDescription),
    keywords: asList(data.keywords),
  };
  return { meta, html: marked.parse(body, { async: false }) };
}

/** What a translation's front matter must carry: the words. The rest comes from the English article. */
const TRANSLATED = ['title', 'excerpt', 'seoTitle', 'seoDescription', 'keywords'] as const;

/**
 * Parses a translated article (content/blog/<code>/<slug>.md): its words (title, excerpt, SEO title
 * and description, keywords, optionally tags) over the English article's metadata (id, slug,
 * category, date), its reading time from its own body.
 */
export function parseTranslation(source: string, file: string, english: PostMeta): { meta: PostMeta; html: string } {
  const { data, body } = splitFrontMatter(source, file);
  const missing = TRANSLATED.filter((key) => data[key] === undefined || data[key] === null || data[key] === '');
  if (missing.length) throw new Error(`${file}: front matter is missing ${missing.join(', ')}`);
  const meta: PostMeta = {
    ...english,
    title: String(data.title),
    excerpt: String(data.excerpt),
    tags: data.tags === undefined ? english.tags : asList(data.tags),
    readTime: readTimeOf(body),
    seoTitle: String(data.seoTitle),
    seoDescription: String(data.seoDescription),
    keywords: asList(data.keywords),
  };
  return { meta, html: marked.parse(body, { async: false }) };
}

/** What a teaser card (blog list, related articles) draws of an article. */
export type PostSummary = Pick<PostMeta, 'slug' | 'title' | 'excerpt' | 'category' | 'publishDate' | 'readTime'>;

export const summaryOf = ({ slug, title, excerpt, category, publishDate, readTime }: PostMeta): PostSummary => ({
  slug,
  title,
  excerpt,
  category,
  publishDate,
  readTime,
});

/** The spec's related articles: others of the same category, in the order given (newest first), at most 3. */
export function relatedPosts<T extends Pick<PostMeta, 'slug' | 'category'>>(all: readonly T[], post: Pick<PostMeta, 'slug' | 'category'>, max = 3): T[] {
  return all.filter((p) => p.category === post.category && p.slug !== post.slug).slice(0, max);
}

/** Newest first, as the spec's blog list. */
export function sortPosts<T extends { publishDate: string }>(posts: T[]): T[] {
  return [...posts].sort((a, b) => b.publishDate.localeCompare(a.publishDate));
}
