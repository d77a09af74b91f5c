/**
 * THE tool registry. Routes, the header's Services menu, the footer's Services list, the home
 * grid and directory, the related-tools block, breadcrumbs and the sitemap all derive from it.
 */

/** Related-tools categories of the spec (plus 'utility' for the calculator, never listed there). */
export type ToolCategory = 'image' | 'video' | 'pdf' | 'archive' | 'metadata' | 'generator' | 'encoder' | 'utility';

/** The spec's metadata toolType values. */
export type ToolType =
  | 'image' | 'video' | 'pdf' | 'archive' | 'metadata' | 'converter' | 'merger' | 'generator' | 'encoder' | 'general';

/** Home-page directory groups that hold tools ('Information' holds the content pages). */
export type DirectoryGroup = 'File Compression' | 'Archive Tools' | 'Image Tools' | 'PDF Tools' | 'Utility Tools';

export interface Tool {
  slug: string;
  /** Short name used in menus, cards and breadcrumbs. */
  name: string;
  /** The page's h1. */
  heading: string;
  category: ToolCategory;
  toolType: ToolType;
  group: DirectoryGroup;
  /** Accepted MIME types: '*', 'type/*' or exact types. */
  accept: string[];
  /** Upload limit in MB (×1024×1024); undefined = no limit stated. */
  maxMB?: number;
  /** How many files one job takes, for tools that take several. */
  maxFiles?: number;
  /** The most pages a PDF tool opens (all pages stay in the tab's memory while it works). */
  maxPages?: number;
  description: string;
  /** One of the six cards of the home grid. */
  featured?: boolean;
  /** Listed in the footer's Services list. */
  inFooter?: boolean;
  /** Appears in the related-tools block (the spec's list; the calculator is not in it). */
  related: boolean;
}

export const tools: readonly Tool[] = [
  {
    slug: 'compress-pdf', name: 'Compress PDF', heading: 'PDF Compressor',
    category: 'pdf', toolType: 'pdf', group: 'File Compression', accept: ['application/pdf'], maxMB: 150,
    description: 'Shrink PDF files by downsampling and re-encoding their images, right in your browser. No upload, no sign-up.',
    featured: true, inFooter: true, related: true,
  },
  {
    slug: 'compress-image', name: 'Compress Image', heading: 'Image Compressor',
    category: 'image', toolType: 'image', group: 'File Compression', accept: ['image/*'], maxMB: 100,
    description: 'Compress JPG, PNG, WebP and AVIF images, one or many at once, with a quality slider and a live before/after view.',
    featured: true, inFooter: true, related: true,
  },
  {
    slug: 'compress-jpg', name: 'Compress JPG', heading: 'JPG Compressor',
    category: 'image', toolType: 'image', group: 'File Compression', accept: ['image/jpeg', 'image/jpg'], maxMB: 50,
    description: 'Make JPEG photos smaller with the MozJPEG encoder: progressive, optimised and private.',
    featured: true, related: true,
  },
  {
    slug: 'compress-png', name: 'Compress PNG', heading: 'PNG Compressor',
    category: 'image', toolType: 'image', group: 'File Compression', accept: ['image/png'], maxMB: 10,
    description: 'Shrink PNG files losslessly or with smart palette quantisation, keeping transparency intact.',
    related: true,
  },
  {
    slug: 'compress-video', name: 'Compress Video', heading: 'Video Compressor',
    category: 'video', toolType: 'video', group: 'File Compression', accept: ['video/*'], maxMB: 4000,
    description: 'Compress videos up to 4GB to MP4 or WebM in your browser, faster than real time, without uploading them.',
    featured: true, inFooter: true, related: true,
  },
  {
    slug: 'pdf-merger', name: 'PDF Merger', heading: 'PDF Merger',
    category: 'pdf', toolType: 'merger', group: 'PDF Tools', accept: ['application/pdf'],
    description: 'Combine several PDF files into one document in the order you choose, entirely on your device.',
    featured: true, related: true,
  },
  {
    slug: 'images-to-pdf', name: 'Images to PDF', heading: 'Images to PDF Converter',
    category: 'pdf', toolType: 'converter', group: 'PDF Tools', accept: ['image/*'], maxMB: 150, maxFiles: 200,
    description: 'Turn photos and scans (JPG, PNG, HEIC, WebP and more) into one PDF, a page per image, in the order you choose. JPEGs go in untouched; nothing is uploaded.',
    related: true,
  },
  {
    slug: 'create-zip', name: 'ZIP Creator', heading: 'ZIP Creator',
    category: 'archive', toolType: 'archive', group: 'Archive Tools', accept: ['*'],
    description: 'Bundle files and folders into a ZIP archive with the compression level you choose, without uploading anything.',
    featured: true, inFooter: true, related: true,
  },
  {
    slug: 'create-zip-file', name: 'ZIP File Creator', heading: 'Free ZIP File Creator',
    category: 'archive', toolType: 'archive', group: 'Archive Tools', accept: ['*'],
    description: 'Preview your files, name your archive and create a ZIP file in seconds, privately in your browser.',
    related: true,
  },
  {
    slug: 'image-converter', name: 'Image Converter', heading: 'Image Converter',
    category: 'image', toolType: 'converter', group: 'Image Tools', accept: ['image/*'],
    description: 'Convert images between PNG, JPEG, WebP, AVIF, BMP, GIF, TIFF, ICO and SVG on your own device.',
    related: true,
  },
  {
    slug: 'remove-image-metadata', name: 'Remove Image Metadata', heading: 'Free Image Metadata Remover',
    category: 'metadata', toolType: 'metadata', group: 'Image Tools', accept: ['image/*'],
    description: 'Strip EXIF, GPS location, XMP and IPTC data from photos without re-encoding them, in bulk and in private.',
    related: true,
  },
  {
    slug: 'image-metadata-editor', name: 'Image Metadata Editor', heading: 'Free Image Metadata Editor',
    category: 'metadata', toolType: 'metadata', group: 'Image Tools', accept: ['image/*'],
    description: 'View and edit the title, author, copyright, camera and GPS data stored inside your photos.',
    related: true,
  },
  {
    slug: 'qr-generator', name: 'QR Code Generator', heading: 'QR Code Generator',
    category: 'generator', toolType: 'generator', group: 'Utility Tools', accept: [],
    description: 'Create QR codes for text, links, email addresses, phone numbers and Wi-Fi networks, as PNG or SVG.',
    related: true,
  },
  {
    slug: 'base64-tool', name: 'Base64 Encoder/Decoder', heading: 'Base64 Encoder and Decoder',
    category: 'encoder', toolType: 'encoder', group: 'Utility Tools', accept: ['*'],
    description: 'Encode text or files to Base64 and decode Base64 back to text or files, UTF-8 safe.',
    related: true,
  },
  {
    slug: 'file-size-calculator', name: 'File Size Calculator', heading: 'File Size Calculator',
    category: 'utility', toolType: 'general', group: 'Utility Tools', accept: [],
    description: 'Estimate how much smaller an image, PDF or video gets at a given quality before you compress it.',
    related: false,
  },
  // The PDF page tools (issue 24): after the spec's tools, so the spec's related-tools lists keep their order.
  {
    slug: 'split-pdf', name: 'Split PDF', heading: 'Split PDF',
    category: 'pdf', toolType: 'pdf', group: 'PDF Tools', accept: ['application/pdf'], maxMB: 150, maxPages: 500,
    description: 'Split a PDF into single pages, every N pages or the ranges you type, or pick pages from thumbnails, without uploading it.',
    related: true,
  },
  {
    slug: 'organize-pdf', name: 'Organize PDF', heading: 'Organize PDF',
    category: 'pdf', toolType: 'pdf', group: 'PDF Tools', accept: ['application/pdf'], maxMB: 150, maxPages: 500,
    description: 'Rotate, delete, duplicate and reorder PDF pages, or add blank pages and other PDFs, in your browser.',
    related: true,
  },
  {
    slug: 'pdf-to-jpg', name: 'PDF to JPG', heading: 'PDF to JPG Converter',
    category: 'pdf', toolType: 'converter', group: 'PDF Tools', accept: ['application/pdf'], maxMB: 150, maxPages: 500,
    description: 'Turn PDF pages into JPG or PNG images at 72, 150 or 300 dpi, every page or the ones you choose, right in your browser.',
    related: true,
  },
];

export function toolBySlug(slug: string): Tool {
  const tool = tools.find((t) => t.slug === slug);
  if (!tool) throw new Error(`Unknown tool: ${slug}`);
  return tool;
}

/** The spec's related-tools block: up to 6, never the current tool, optionally one category. */
export function relatedTools(currentSlug: string, category?: ToolCategory, max = 6): Tool[] {
  return tools
    .filter((t) => t.related && t.slug !== currentSlug && (!category || t.category === category))
    .slice(0, max);
}
