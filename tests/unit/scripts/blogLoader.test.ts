import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePost, readTimeOf, sortPosts, summaryOf, type PostMeta } from '../../../scripts/blogLoader';
import { blogPlugin, readIndex } from '../../../scripts/blogPlugin';

const BLOG = resolve(import.meta.dirname, '../../../content/blog');

const FRONT = {
  id: '99',
  title: '"A title"',
  slug: 'a-title',
  excerpt: '"An excerpt."',
  category: 'General Compression',
  tags: '[One, Two]',
  publishDate: '2025-01-02',
  seoTitle: '"SEO title"',
  seoDescription: '"SEO description"',
  keywords: '[one, two]',
};

function article(front: Record<string, string>, body = '## Heading\n\nSome text.\n') {
  const lines = Object.entries(front).map(([k, v]) => `${k}: ${v}`);
  return `---\n${lines.join('\n')}\n---\n\n${body}`;
}

describe('parsePost', () => {
  it('reads the front matter and renders GFM (headings, tables, blockquotes)', () => {
    const body = '## Sizes\n\n| Format | Size |\n|---|---|\n| JPEG | 1 MB |\n\n> A quote.\n\n- **Bold label:** text\n';
    const { meta, html } = parsePost(article(FRONT, body), 'a.md');
    expect(meta).toMatchObject({ id: 99, slug: 'a-title', tags: ['One', 'Two'], keywords: ['one', 'two'], publishDate: '2025-01-02', readTime: '1 min read' });
    expect(html).toContain('<h2>Sizes</h2>');
    expect(html).toMatch(/<table>[\s\S]*<th>Format<\/th>[\s\S]*<td>JPEG<\/td>/);
    expect(html).toContain('<blockquote>');
    expect(html).toContain('<strong>Bold label:</strong>');
  });

  it('rejects a file without front matter, naming the file', () => {
    expect(() => parsePost('## Just a body\n', 'content/blog/broken.md')).toThrow(/content\/blog\/broken\.md: missing front matter/);
  });

  it('rejects missing front-matter fields, naming the file and the fields', () => {
    const { seoTitle: _seoTitle, tags: _tags, ...incomplete } = FRONT;
    expect(() => parsePost(article(incomplete), '/x/incomplete.md')).toThrow('/x/incomplete.md: front matter is missing tags, seoTitle');
  });

  it('rejects an empty field and a malformed date', () => {
    expect(() => parsePost(article({ ...FRONT, title: '""' }), 'empty.md')).toThrow('empty.md: front matter is missing title');
    expect(() => parsePost(article({ ...FRONT, publishDate: '"March 2025"' }), 'date.md')).toThrow('date.md: publishDate must be YYYY-MM-DD');
  });

  it('computes the read time from the word count (200 words a minute, rounded up)', () => {
    expect(readTimeOf('word '.repeat(200))).toBe('1 min read');
    expect(readTimeOf('word '.repeat(201))).toBe('2 min read');
    // Japanese, Chinese and Thai have no spaces between words: Intl's word breaks count them.
    expect(readTimeOf('写真を圧縮します。'.repeat(80))).toBe('2 min read');
    expect(readTimeOf('บีบอัดไฟล์รูปภาพ'.repeat(150))).toBe('3 min read');
    expect(readTimeOf('')).toBe('1 min read');
  });

  it('sorts newest first', () => {
    const sorted = sortPosts([{ publishDate: '2024-01-01' }, { publishDate: '2025-06-01' }, { publishDate: '2024-12-31' }]);
    expect(sorted.map((p) => p.publishDate)).toEqual(['2025-06-01', '2024-12-31', '2024-01-01']);
  });
});

describe('readIndex (the build-time article index)', () => {
  it('fails the build on a broken article, naming the file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'blog-'));
    writeFileSync(join(dir, 'good.md'), article(FRONT));
    writeFileSync(join(dir, 'no-front-matter.md'), '# Title\n\nBody\n');
    expect(() => readIndex(dir)).toThrow(`${join(dir, 'no-front-matter.md')}: missing front matter`);
  });

  it('fails on a duplicate slug', () => {
    const dir = mkdtempSync(join(tmpdir(), 'blog-'));
    writeFileSync(join(dir, 'a.md'), article(FRONT));
    writeFileSync(join(dir, 'b.md'), article({ ...FRONT, id: '100' }));
    expect(() => readIndex(dir)).toThrow(/duplicate slug a-title/);
  });
});

describe('blogPlugin: the list for /blog, and per article its own page data and body', () => {
  const dir = mkdtempSync(join(tmpdir(), 'blog-'));
  writeFileSync(join(dir, 'old.md'), article({ ...FRONT, id: '1', slug: 'old', publishDate: '2024-01-01' }));
  writeFileSync(join(dir, 'new.md'), article({ ...FRONT, id: '2', slug: 'new', publishDate: '2025-06-01' }));
  writeFileSync(join(dir, 'other.md'), article({ ...FRONT, id: '3', slug: 'other', category: 'PDF Compression' }));
  const plugin = blogPlugin(dir);
  const context = { addWatchFile: () => undefined };
  const resolve = (id: string) => (plugin.resolveId as unknown as (id: string) => string | undefined)(id);
  const load = (id: string) => (plugin.load as unknown as (this: typeof context, id: string) => string | undefined).call(context, resolve(id) ?? id);
  /** The exported JSON literals of a generated module. */
  const exported = (code: string) => Object.fromEntries([...code.matchAll(/export const (\w+) = (.*);$/gm)].map((m) => [m[1], JSON.parse(m[2])]));

  it('virtual:blog: every article, newest first, with what a teaser card draws only', () => {
    const { posts } = exported(load('virtual:blog')!);
    expect(posts.map((p: PostMeta) => p.slug)).toEqual(['new', 'other', 'old']);
    expect(Object.keys(posts[0]).sort()).toEqual(['category', 'excerpt', 'publishDate', 'readTime', 'slug', 'title']);
  });

  it('virtual:blog-articles: per slug, a lazy page-data module and a lazy body', () => {
    const code = load('virtual:blog-articles')!;
    expect(code).toContain(`"old": { post: () => import("virtual:blog-post/old"), body: () => import(${JSON.stringify(join(dir, 'old.md'))}) }`);
    expect(code).not.toContain('excerpt');
    expect(resolve('virtual:blog-post/old')).toBe(join(dir, 'old.post.js'));
  });

  it("an article's page data: its whole metadata and its related articles' teasers", () => {
    const { post, related } = exported(load(join(dir, 'old.post.js'))!);
    expect(post).toEqual(readIndex(dir).find((e) => e.meta.slug === 'old')!.meta);
    expect(related).toEqual([summaryOf(readIndex(dir).find((e) => e.meta.slug === 'new')!.meta)]);
    expect(() => load(join(dir, 'gone.post.js'))).toThrow('no such article');
  });
});

describe('the shipped articles', () => {
  const files = readdirSync(BLOG).filter((f) => f.endsWith('.md'));
  const parsed = files.map((f) => ({ file: f, source: readFileSync(join(BLOG, f), 'utf8'), ...parsePost(readFileSync(join(BLOG, f), 'utf8'), f) }));

  it('are at least 14, with the spec ids and all seven categories', () => {
    expect(parsed.length).toBeGreaterThanOrEqual(14);
    const ids = parsed.map((p) => p.meta.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining([1, 2, 3, 5, 7, 8, 11, 12, 13, 14, 20]));
    expect(new Set(parsed.map((p) => p.meta.category))).toEqual(
      new Set(['PDF Compression', 'Image Compression', 'General Compression', 'Specialized Compression', 'Mobile Compression', 'Web Optimization', 'File Management']),
    );
  });

  it.each(files)('%s: file name matches the slug, 900+ words, headings and a table or list', (file) => {
    const p = parsed.find((x) => x.file === file)!;
    expect(file).toBe(`${p.meta.slug}.md`);
    const body = p.source.replace(/^---[\s\S]*?---/, '');
    expect(body.split(/\s+/).filter(Boolean).length).toBeGreaterThanOrEqual(900);
    expect(p.html).toContain('<h2');
    expect(p.html).toMatch(/<table>|<ul>|<ol>/);
  });

  it('link only to pages that exist (tools, guides, other articles)', () => {
    const slugs = new Set(parsed.map((p) => p.meta.slug));
    const links = parsed.flatMap((p) => [...p.html.matchAll(/href="(\/[^"#?]*)/g)].map((m) => m[1]));
    const pages = new Set(['/file-compression-guide', '/file-formats-guide', '/blog', '/about']);
    for (const link of links) {
      if (link.startsWith('/blog/')) expect(slugs, link).toContain(link.slice(6));
      else if (!pages.has(link)) expect(readdirSync(resolve(import.meta.dirname, '../../../src/features')), link).toContain(link.slice(1));
    }
  });
});
