/**
 * THE tool registry: what every page draws of a tool. Routes, the header's Services menu, the
 * footer's Services list, the home grid and directory, the related-tools block, breadcrumbs and the
 * sitemap all derive from it.
 *
 * It is in every page's first-load JavaScript, so a row holds only what a link to the tool needs.
 * A tool's words are in the catalogs, read at render: its name (`tool.<slug>`), its page's heading
 * (`toolHeading.<slug>`) and its one-line description (`toolDescription.<slug>`, drawn by tool
 * cards) in common; its page's copy (title, keywords, FAQ) in its feature's catalog. Its accept
 * rules and limits are in toolPages/<slug>.ts, loaded with its route.
 */
import { t } from './i18n/messages';

/** Related-tools categories of the spec (plus 'utility' for the calculator, never listed there). */
export type ToolCategory = 'image' | 'video' | 'pdf' | 'archive' | 'metadata' | 'generator' | 'encoder' | 'utility';

/** The spec's metadata toolType values. */
export type ToolType =
  | 'image' | 'video' | 'pdf' | 'archive' | 'metadata' | 'converter' | 'merger' | 'generator' | 'encoder' | 'general';

/** Home-page directory groups that hold tools ('Information' holds the content pages). */
export type DirectoryGroup = 'File Compression' | 'Archive Tools' | 'Image Tools' | 'PDF Tools' | 'Utility Tools';

/** A registry row: what a link to the tool needs (menus, footer, home grid, directory, related tools). */
export interface ToolLink {
  slug: string;
  /** Short name used in menus, cards and breadcrumbs. */
  name: string;
  category: ToolCategory;
  group: DirectoryGroup;
  /** One of the six cards of the home grid. */
  featured?: boolean;
  /** Listed in the footer's Services list. */
  inFooter?: boolean;
  /** Appears in the related-tools block (the spec's list; the calculator is not in it). */
  related: boolean;
}

/** What only the tool's own page needs (toolPages/<slug>.ts): the rest of its row. */
export interface ToolDetails {
  toolType: ToolType;
  /** Accepted MIME types: '*', 'type/*' or exact types. */
  accept: string[];
  /** Upload limit in MB (×1024×1024); undefined = no limit stated. */
  maxMB?: number;
  /** How many files one job takes, for tools that take several. */
  maxFiles?: number;
  /** The most pages a PDF tool opens (all pages stay in the tab's memory while it works). */
  maxPages?: number;
}

/** A tool page's whole row: its link and its details (its words are read with toolName, toolHeading, toolDescription). */
export interface Tool extends ToolLink, ToolDetails {}

export const tools: readonly ToolLink[] = [
  { slug: 'compress-pdf', name: 'Compress PDF', category: 'pdf', group: 'File Compression', featured: true, inFooter: true, related: true },
  { slug: 'compress-image', name: 'Compress Image', category: 'image', group: 'File Compression', featured: true, inFooter: true, related: true },
  { slug: 'compress-jpg', name: 'Compress JPG', category: 'image', group: 'File Compression', featured: true, related: true },
  { slug: 'compress-png', name: 'Compress PNG', category: 'image', group: 'File Compression', related: true },
  { slug: 'compress-video', name: 'Compress Video', category: 'video', group: 'File Compression', featured: true, inFooter: true, related: true },
  { slug: 'pdf-merger', name: 'PDF Merger', category: 'pdf', group: 'PDF Tools', featured: true, related: true },
  { slug: 'images-to-pdf', name: 'Images to PDF', category: 'pdf', group: 'PDF Tools', related: true },
  { slug: 'create-zip', name: 'ZIP Creator', category: 'archive', group: 'Archive Tools', featured: true, inFooter: true, related: true },
  { slug: 'create-zip-file', name: 'ZIP File Creator', category: 'archive', group: 'Archive Tools', related: true },
  { slug: 'image-converter', name: 'Image Converter', category: 'image', group: 'Image Tools', related: true },
  { slug: 'remove-image-metadata', name: 'Remove Image Metadata', category: 'metadata', group: 'Image Tools', related: true },
  { slug: 'image-metadata-editor', name: 'Image Metadata Editor', category: 'metadata', group: 'Image Tools', related: true },
  { slug: 'qr-generator', name: 'QR Code Generator', category: 'generator', group: 'Utility Tools', related: true },
  { slug: 'base64-tool', name: 'Base64 Encoder/Decoder', category: 'encoder', group: 'Utility Tools', related: true },
  { slug: 'file-size-calculator', name: 'File Size Calculator', category: 'utility', group: 'Utility Tools', related: false },
  // The PDF page tools (issue 24): after the spec's tools, so the spec's related-tools lists keep their order.
  { slug: 'split-pdf', name: 'Split PDF', category: 'pdf', group: 'PDF Tools', related: true },
  { slug: 'organize-pdf', name: 'Organize PDF', category: 'pdf', group: 'PDF Tools', related: true },
  { slug: 'pdf-to-jpg', name: 'PDF to JPG', category: 'pdf', group: 'PDF Tools', related: true },
  { slug: 'sign-pdf', name: 'Sign PDF', category: 'pdf', group: 'PDF Tools', related: true },
  // Open archives (issue 34); also reachable as /unzip (an alias in app/routes.ts).
  { slug: 'extract-archive', name: 'Extract Archive', category: 'archive', group: 'Archive Tools', related: true },
  // Protect and unlock (issue 33).
  { slug: 'protect-pdf', name: 'Protect PDF', category: 'pdf', group: 'PDF Tools', related: true },
  { slug: 'unlock-pdf', name: 'Unlock PDF', category: 'pdf', group: 'PDF Tools', related: true },
  // Stamps on PDF pages (issue 33).
  { slug: 'add-page-numbers', name: 'Add Page Numbers', category: 'pdf', group: 'PDF Tools', related: true },
  { slug: 'watermark-pdf', name: 'Watermark PDF', category: 'pdf', group: 'PDF Tools', related: true },
  // OCR on the device (issue 35).
  { slug: 'ocr-pdf', name: 'OCR PDF', category: 'pdf', group: 'PDF Tools', related: true },
  // Not in the related-tools block: the spec's image list stays as it is.
  { slug: 'image-to-text', name: 'Image to Text', category: 'image', group: 'Image Tools', related: false },
];

/** A tool's name in the page's language (the common catalog's `tool.<slug>`). */
export const toolName = (tool: { slug: string }) => t(`tool.${tool.slug}`);

/** A tool page's h1 in the page's language (`toolHeading.<slug>`): 'PDF Compressor' for Compress PDF. */
export const toolHeading = (tool: { slug: string }) => t(`toolHeading.${tool.slug}`);

export function toolBySlug(slug: string): ToolLink {
  const tool = tools.find((t) => t.slug === slug);
  if (!tool) throw new Error(`Unknown tool: ${slug}`);
  return tool;
}

/** The spec's related-tools block: up to 6, never the current tool, optionally one category. */
export function relatedTools(currentSlug: string, category?: ToolCategory, max = 6): ToolLink[] {
  return tools
    .filter((t) => t.related && t.slug !== currentSlug && (!category || t.category === category))
    .slice(0, max);
}
