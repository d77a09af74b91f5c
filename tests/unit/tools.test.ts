import { describe, expect, it } from 'vitest';
import { toolCard, toolDescription, toolPage } from '../../src/toolDescriptions';
import { relatedTools, toolBySlug, toolHeading, toolName, tools, type Tool } from '../../src/tools';
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

/** Each page's h1 and each tool's description, as the registry had them before they moved to the common catalog. */
const HEADINGS: Record<string, string> = {
  'compress-pdf': 'PDF Compressor',
  'compress-image': 'Image Compressor',
  'compress-jpg': 'JPG Compressor',
  'compress-png': 'PNG Compressor',
  'compress-video': 'Video Compressor',
  'pdf-merger': 'PDF Merger',
  'images-to-pdf': 'Images to PDF Converter',
  'create-zip': 'ZIP Creator',
  'create-zip-file': 'Free ZIP File Creator',
  'image-converter': 'Image Converter',
  'remove-image-metadata': 'Free Image Metadata Remover',
  'image-metadata-editor': 'Free Image Metadata Editor',
  'qr-generator': 'QR Code Generator',
  'base64-tool': 'Base64 Encoder and Decoder',
  'file-size-calculator': 'File Size Calculator',
  'split-pdf': 'Split PDF',
  'organize-pdf': 'Organize PDF',
  'pdf-to-jpg': 'PDF to JPG Converter',
  'sign-pdf': 'Sign PDF',
  'extract-archive': 'Extract Archive',
  'protect-pdf': 'Protect PDF with a Password',
  'unlock-pdf': 'Unlock PDF',
  'add-page-numbers': 'Add Page Numbers to PDF',
  'watermark-pdf': 'Watermark PDF',
  'ocr-pdf': 'Make PDF Searchable (OCR)',
  'image-to-text': 'Image to Text (OCR)',
};
const DESCRIPTIONS: Record<string, string> = {
  'compress-pdf': 'Shrink PDF files by downsampling and re-encoding their images, right in your browser. No upload, no sign-up.',
  'compress-image': 'Compress JPG, PNG, WebP and AVIF images, one or many at once, with a quality slider and a live before/after view.',
  'compress-jpg': 'Make JPEG photos smaller with the MozJPEG encoder: progressive, optimised and private.',
  'compress-png': 'Shrink PNG files losslessly or with smart palette quantisation, keeping transparency intact.',
  'compress-video': 'Compress videos up to 4GB to MP4 or WebM in your browser, faster than real time, without uploading them.',
  'pdf-merger': 'Combine several PDF files into one document in the order you choose, entirely on your device.',
  'images-to-pdf': 'Turn photos and scans (JPG, PNG, HEIC, WebP and more) into one PDF, a page per image, in the order you choose. JPEGs go in untouched; nothing is uploaded.',
  'create-zip': 'Bundle files and folders into a ZIP archive with the compression level you choose, without uploading anything.',
  'create-zip-file': 'Preview your files, name your archive and create a ZIP file in seconds, privately in your browser.',
  'image-converter': 'Convert images between PNG, JPEG, WebP, AVIF, BMP, GIF, TIFF, ICO and SVG on your own device.',
  'remove-image-metadata': 'Strip EXIF, GPS location, XMP and IPTC data from photos without re-encoding them, in bulk and in private.',
  'image-metadata-editor': 'View and edit the title, author, copyright, camera and GPS data stored inside your photos.',
  'qr-generator': 'Create QR codes for text, links, email addresses, phone numbers and Wi-Fi networks, as PNG or SVG.',
  'base64-tool': 'Encode text or files to Base64 and decode Base64 back to text or files, UTF-8 safe.',
  'file-size-calculator': 'Estimate how much smaller an image, PDF or video gets at a given quality before you compress it.',
  'split-pdf': 'Split a PDF into single pages, every N pages or the ranges you type, or pick pages from thumbnails, without uploading it.',
  'organize-pdf': 'Rotate, delete, duplicate and reorder PDF pages, or add blank pages and other PDFs, in your browser.',
  'pdf-to-jpg': 'Turn PDF pages into JPG or PNG images at 72, 150 or 300 dpi, every page or the ones you choose, right in your browser.',
  'sign-pdf': 'Draw, type or upload your signature and place it, with the date and your initials, on any page of a PDF, without uploading it.',
  'extract-archive': 'Open ZIP, 7z, RAR, TAR, GZ and other archives, password-protected ZIPs included, preview what is inside and extract files without uploading them.',
  'protect-pdf': 'Password-protect a PDF with AES-256 encryption and choose who may print, copy or edit it, without uploading the file.',
  'unlock-pdf': 'Remove the password and the printing, copying and editing restrictions from a PDF you can open, right in your browser.',
  'add-page-numbers': 'Number PDF pages in six places and four styles (1, Page 1, Page 1 of N, i ii iii) as real, searchable text, with a live preview and no upload.',
  'watermark-pdf': 'Stamp text or a PNG or JPEG logo on PDF pages: tiled or single, any angle, see-through, over or behind the content, all in your browser.',
  'image-to-text': 'Read the text in a photo, scan or screenshot (JPEG, PNG, WebP, HEIC) on your device, then copy it or save it as .txt.',
  'ocr-pdf': 'Make a scanned PDF searchable: text is recognised on your device and laid invisibly over each page, which looks exactly as before.',
};

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
      // The page's row is the registry link and its own details; its words come from the catalog.
      expect(page).toMatchObject(link);
    }
  });

  it('every tool has its heading and description in the common catalog, in the registry’s English', () => {
    expect(Object.keys(HEADINGS).sort()).toEqual(tools.map((t) => t.slug).sort());
    expect(Object.keys(DESCRIPTIONS).sort()).toEqual(tools.map((t) => t.slug).sort());
    for (const tool of tools) {
      expect(toolHeading(tool), tool.slug).toBe(HEADINGS[tool.slug]);
      expect(toolDescription(tool), tool.slug).toBe(DESCRIPTIONS[tool.slug]);
      expect(toolCard(tool)).toMatchObject({ ...tool, description: DESCRIPTIONS[tool.slug] });
    }
    expect(toolName(toolBySlug('compress-pdf'))).toBe('Compress PDF');
  });

  it('a page part of a slug that is not in the registry throws', () => {
    expect(() => toolPage('nope', { toolType: 'general', accept: [] })).toThrow('Unknown tool');
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
