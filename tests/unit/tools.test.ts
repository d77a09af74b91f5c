import { describe, expect, it } from 'vitest';
import { toolDescription, toolPage } from '../../src/toolDescriptions';
import { relatedTools, toolBySlug, tools, type Tool } from '../../src/tools';
import { breadcrumbList, faqPage, jsonLdFor, serializeJsonLd, toolBreadcrumbs, webApplication } from '../../src/ui/structuredData';

const SPEC_RELATED = [
  'compress-image', 'compress-jpg', 'compress-png', 'image-converter', 'compress-video', 'compress-pdf', 'pdf-merger',
  'create-zip', 'create-zip-file', 'remove-image-metadata', 'image-metadata-editor', 'qr-generator', 'base64-tool',
];
/** Tools added after the spec (issue 24) join the related-tools block too. */
const ADDED_RELATED = ['images-to-pdf'];
/** Our PDF page tools beyond the spec's list (issue 24). */
const PDF_PAGE_TOOLS = ['split-pdf', 'organize-pdf', 'pdf-to-jpg', 'sign-pdf'];
/** Archive tools beyond the spec's list (issue 34). */
const ARCHIVE_TOOLS = ['extract-archive'];
/** Protect and unlock (issue 33): PDF tools without a page limit (they draw no pages). */
const PDF_SECURITY_TOOLS = ['protect-pdf', 'unlock-pdf'];
/** Stamps on PDF pages (issue 33). */
const STAMP_TOOLS = ['add-page-numbers', 'watermark-pdf'];
/** OCR on the device (issue 35): /image-to-text stays out of the block (the spec's image list is exact). */
const OCR_TOOLS = ['ocr-pdf'];

/** Each route's own part of its row (src/toolPages/<slug>.ts), by slug. */
const toolPages = Object.fromEntries(
  Object.entries(import.meta.glob<{ tool: Tool }>('../../src/toolPages/*.ts', { eager: true })).map(([path, module]) => [/([^/]+)\.ts$/.exec(path)![1], module.tool]),
);
const pageOf = (slug: string): Tool => {
  const tool = toolPages[slug];
  if (!tool) throw new Error(`no src/toolPages/${slug}.ts`);
  return tool;
};
/** What a registry row may hold: the link data every page draws, nothing only one route needs. */
const LINK_KEYS = ['slug', 'name', 'category', 'group', 'featured', 'inFooter', 'related'];

describe('tool registry', () => {
  it('holds the spec related-tools list plus the calculator, slugs unique', () => {
    expect(new Set(tools.map((t) => t.slug)).size).toBe(tools.length);
    expect(tools.filter((t) => t.related).map((t) => t.slug).sort()).toEqual([...SPEC_RELATED, ...ADDED_RELATED, ...PDF_PAGE_TOOLS, ...ARCHIVE_TOOLS, ...PDF_SECURITY_TOOLS, ...STAMP_TOOLS, ...OCR_TOOLS].sort());
    expect(toolBySlug('file-size-calculator').related).toBe(false);
    expect(toolBySlug('image-to-text').related).toBe(false);
  });

  it('limits and types of spec section 5', () => {
    expect(pageOf('compress-pdf')).toMatchObject({ accept: ['application/pdf'], maxMB: 150 });
    expect(pageOf('compress-image')).toMatchObject({ accept: ['image/*'], maxMB: 100 });
    expect(pageOf('compress-jpg')).toMatchObject({ accept: ['image/jpeg', 'image/jpg'], maxMB: 50 });
    expect(pageOf('compress-png')).toMatchObject({ accept: ['image/png'], maxMB: 10 });
    expect(pageOf('compress-video')).toMatchObject({ accept: ['video/*'], maxMB: 4000 });
    expect(pageOf('images-to-pdf')).toMatchObject({ accept: ['image/*'], maxMB: 150, maxFiles: 200 });
    for (const slug of [...PDF_PAGE_TOOLS, ...STAMP_TOOLS, ...OCR_TOOLS]) expect(pageOf(slug)).toMatchObject({ accept: ['application/pdf'], maxMB: 150, maxPages: 500 });
    for (const slug of PDF_SECURITY_TOOLS) expect(pageOf(slug)).toMatchObject({ accept: ['application/pdf'], maxMB: 150, toolType: 'pdf' });
  });

  it('rows hold link data only: descriptions, headings, accept rules and limits stay out of the first load', () => {
    for (const tool of tools) expect(LINK_KEYS).toEqual(expect.arrayContaining(Object.keys(tool)));
  });

  it('every row has its page part and description, and every page part has its row', () => {
    expect(Object.keys(toolPages).sort()).toEqual(tools.map((t) => t.slug).sort());
    for (const link of tools) {
      const page = pageOf(link.slug);
      // The page's row is the registry link, its card's description and its own details.
      expect(page).toMatchObject({ ...link, description: toolDescription(link.slug) });
      expect(page.heading).toMatch(/\S/);
      expect(page.description).toMatch(/\S/);
    }
  });

  it('a page part of a slug that is not in the registry, or a missing description, throws', () => {
    expect(() => toolPage('nope', { heading: 'Nope', toolType: 'general', accept: [] })).toThrow('Unknown tool');
    expect(() => toolDescription('nope')).toThrow('No description');
    expect(() => toolDescription('toString')).toThrow('No description');
  });

  it("each tool's page imports its own page part", async () => {
    const { readFile } = await import('node:fs/promises');
    for (const { slug } of tools) {
      const source = await readFile(new URL(`../../src/features/${slug}/Page.tsx`, import.meta.url), 'utf8');
      expect(source).toContain(`from '../../toolPages/${slug}'`);
    }
  });

  it('six featured tools for the home grid, four footer services', () => {
    expect(tools.filter((t) => t.featured)).toHaveLength(6);
    expect(tools.filter((t) => t.inFooter).map((t) => t.category)).toEqual(['pdf', 'image', 'video', 'archive']);
  });

  it('related tools: max 6, never the current, optional category filter', () => {
    const all = relatedTools('compress-image');
    expect(all).toHaveLength(6);
    expect(all.map((t) => t.slug)).not.toContain('compress-image');
    const images = relatedTools('image-converter', 'image');
    expect(images.map((t) => t.slug)).toEqual(['compress-image', 'compress-jpg', 'compress-png']);
    expect(relatedTools('qr-generator', 'video').map((t) => t.slug)).toEqual(['compress-video']);
  });

  it('unknown slugs throw', () => expect(() => toolBySlug('nope')).toThrow('Unknown tool'));
});

describe('structured data', () => {
  const crumbs = toolBreadcrumbs('Compress PDF', 'compress-pdf');
  const meta = {
    title: 'Compress PDF', description: 'd', path: '/compress-pdf', toolType: 'pdf' as const,
    breadcrumbs: crumbs, faqs: [{ question: 'Q?', answer: 'A <b>.' }],
  };

  it('tool pages get WebApplication, BreadcrumbList and FAQPage', () => {
    expect(jsonLdFor(meta).map((b) => (b as { '@type': string })['@type'])).toEqual(['WebApplication', 'BreadcrumbList', 'FAQPage']);
  });

  it('WebApplication carries the configured claims', () => {
    expect(webApplication(meta)).toMatchObject({
      url: 'https://filesmith.app/compress-pdf',
      softwareVersion: '2.0',
      offers: { price: '0', priceCurrency: 'USD' },
      aggregateRating: { ratingValue: '4.9', reviewCount: '2847' },
    });
  });

  it('breadcrumbs Home > Tools (/#tools) > tool, absolute in JSON-LD', () => {
    expect(crumbs.map((c) => c.url)).toEqual(['/', '/#tools', '/compress-pdf']);
    expect(breadcrumbList(crumbs).itemListElement[1]).toEqual({ '@type': 'ListItem', position: 2, name: 'Tools', item: 'https://filesmith.app/#tools' });
  });

  it('JSON-LD cannot close its script element', () => {
    const json = serializeJsonLd(faqPage([{ question: '</script><script>alert(1)</script>', answer: 'x' }]));
    expect(json).not.toContain('<');
    expect(JSON.parse(json).mainEntity[0].name).toBe('</script><script>alert(1)</script>');
  });
});
