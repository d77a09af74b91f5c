import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { infoPages } from '../../../content/pages';
import { LEGAL_UPDATED_ON, privacySections, termsSections } from '../../../content/legal';
import { aboutClaims, aboutStats, founder } from '../../../content/about';
import { site } from '../../../content/site';
import { relatedPosts, type PostMeta } from '../../../scripts/blogLoader';
import { categoriesOf, categoryHref, filterPosts } from '../../../src/features/blog/categoryFilter';
import { blogPosting } from '../../../src/features/blog-article/postJsonLd';
import { FounderLinks } from '../../../src/features/founder/FounderLinks';
import { settings } from '../../../src/features/file-compression-guide/copy';
import { formatPostDate } from '../../../src/lib/postDate';
import { tools } from '../../../src/tools';

const post = (slug: string, category: string, publishDate: string): PostMeta => ({
  id: 1, title: slug, slug, excerpt: '', category, tags: [], publishDate, readTime: '1 min read',
  seoTitle: slug, seoDescription: `About ${slug}`, keywords: ['a', 'b'],
});
const POSTS = [post('e', 'PDF', '2025-05-01'), post('d', 'Image', '2025-04-01'), post('c', 'PDF', '2025-03-01'), post('b', 'PDF', '2025-02-01'), post('a', 'PDF', '2025-01-01')];

describe('blog helpers', () => {
  it('lists categories with counts and filters by one (unknown = all)', () => {
    expect(categoriesOf(POSTS)).toEqual([{ name: 'Image', count: 1 }, { name: 'PDF', count: 4 }]);
    expect(filterPosts(POSTS, 'Image').map((p) => p.slug)).toEqual(['d']);
    expect(filterPosts(POSTS, 'Nope')).toBe(POSTS);
    expect(filterPosts(POSTS, null)).toBe(POSTS);
    expect(categoryHref('PDF Compression')).toBe('/blog?category=PDF+Compression');
    expect(categoryHref(null)).toBe('/blog');
  });

  it('relates up to 3 others of the same category, newest first', () => {
    expect(relatedPosts(POSTS, POSTS[0]).map((p) => p.slug)).toEqual(['c', 'b', 'a']);
    expect(relatedPosts(POSTS, POSTS[1])).toEqual([]);
  });

  it('builds BlogPosting JSON-LD with absolute URLs', () => {
    const ld = blogPosting(POSTS[0]);
    expect(ld).toMatchObject({ '@type': 'BlogPosting', headline: 'e', datePublished: '2025-05-01', url: `${site.origin}/blog/e`, articleSection: 'PDF', keywords: 'a, b' });
  });

  it('formats dates the same everywhere', () => {
    expect(formatPostDate('2024-06-18')).toBe('June 18, 2024');
    expect(formatPostDate('2025-01-02')).toBe('January 2, 2025');
  });
});

describe('content facts', () => {
  it('founder links open in a new tab with rel=noopener', () => {
    const html = renderToStaticMarkup(FounderLinks({ links: [{ label: 'Website', href: 'https://example.org/' }] })!);
    expect(html).toContain('target="_blank"');
    expect(html).toMatch(/rel="noopener[^"]*"/);
    expect(FounderLinks({ links: [] })).toBeNull();
  });

  it('keeps the spec figures in site.ts and about.ts', () => {
    expect(site.structuredData).toMatchObject({ ratingValue: '4.9', reviewCount: '2847' });
    expect(aboutStats.map((s) => s.value)).toEqual(['50,000+', '2M+', '180+', '99.9%']);
    expect(aboutClaims).toEqual({ betterCompression: '40%', fasterProcessing: '3x' });
    expect(founder.stats[0].value).toBe(String(tools.length));
  });

  it('has the spec recommended-settings table', () => {
    expect(settings.map((s) => [s.useCase, s.setting, s.reduction])).toEqual([
      ['Web images', '80-85% quality', '60-80%'],
      ['Social media', '75-80% quality', '70-85%'],
      ['Email PDF', 'Medium compression', '40-60%'],
      ['Video', 'High compression', '50-70%'],
      ['Archive', 'Maximum compression', '30-90%'],
    ]);
  });

  it('legal texts: April 29, 2023, under 13, 30 days, the claimed formats', () => {
    expect(formatPostDate(LEGAL_UPDATED_ON)).toBe('April 29, 2023');
    const privacy = JSON.stringify(privacySections());
    const terms = JSON.stringify(termsSections());
    expect(privacy).toMatch(/children under 13/);
    expect(terms).toMatch(/30 days' notice/);
    for (const format of ['JPEG', 'PNG', 'WebP', 'AVIF', 'MP4', 'MOV', 'AVI', 'WebM', 'ZIP', 'RAR', '7Z']) expect(terms).toContain(format);
  });

  it('information pages are unique', () => {
    expect(new Set(infoPages.map((p) => p.path)).size).toBe(infoPages.length);
    expect(infoPages.filter((p) => p.educational)).toHaveLength(3);
  });
});
