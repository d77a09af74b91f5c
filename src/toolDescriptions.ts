/**
 * Each tool's one-line description: what its card says (the related-tools block, the home grid,
 * About, the compression guide) and its page's meta description. Not in tools.ts, which is in
 * every page's first load: only the pages that draw tool cards load these lines.
 */
import { toolBySlug, type Tool, type ToolDetails, type ToolLink } from './tools';

/** What a tool card draws: the link and its description. */
export type ToolCard = ToolLink & { description: string };

const descriptions: Readonly<Record<string, string>> = {
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

export function toolDescription(slug: string): string {
  const description = Object.hasOwn(descriptions, slug) ? descriptions[slug] : undefined;
  if (description === undefined) throw new Error(`No description for tool: ${slug}`);
  return description;
}

export const toolCard = (link: ToolLink): ToolCard => ({ ...link, description: toolDescription(link.slug) });

/** A tool page's whole row: its registry link and description joined with its route's details. */
export function toolPage(slug: string, details: ToolDetails): Tool {
  return { ...toolBySlug(slug), description: toolDescription(slug), ...details };
}
