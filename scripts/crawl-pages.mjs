// Walks every prerendered page of the build (dist/) as a crawler sees it:
// - every link to our own origin (<a href="/...">) leads to a page or file the build has;
// - on a page in another language, no English is left: on the pseudo-locale's pages (/qps/...),
//   where every catalog text is accented, any plain ASCII word is text that never went through a
//   catalog; on a live language's pages, any common English word is.
// Text marked as English or as another language (an element with lang="en" and what it holds: an
// article that has no translation; a language's own name in the language menu), names every
// language writes the same (ALLOWED, PHRASES) and the words a language itself writes as English
// does (listed in its glossary, sameAsEnglish.mjs) are not English fragments.
//
// Usage: node scripts/crawl-pages.mjs (after `npm run build`). Exits 1 on a broken link or a page
// with English fragments.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { sameAsEnglish } from './sameAsEnglish.mjs';

const root = resolve(import.meta.dirname, '..');
const dist = resolve(root, process.env.DIST ?? 'dist');

/** Words every language writes as English does: the product, formats, units, codecs, standards. */
const ALLOWED = new Set(
  `Filesmith PDF PDFs JPG JPEG JPEGs PNG PNGs WebP AVIF GIF BMP TIFF TIF ICO SVG HEIC HEIF JXL JPEG XL
  ZIP ZIP64 7z RAR TAR GZ TGZ XZ ZST BZ2 CAB ISO gzip bzip2 zstd LZMA MP4 WebM MOV MKV H264 VP9 AV1 AAC Opus
  KB MB GB TB B dpi px EXIF GPS XMP IPTC ICC AES CRC RGB CMYK OCR QR URL UTF Base64 Wi-Fi WiFi WPA WPA2 WEP
  MozJPEG OxiPNG libarchive Tesseract WebAssembly WASM pdf.js pdf-lib Mediabunny WebCodecs zip.js fflate
  GitHub iLovePDF Smallpdf Adobe Acrobat Chrome Firefox Safari Edge Windows macOS Linux iOS Android iPhone
  x`.split(/\s+/).filter(Boolean),
);

/**
 * English every language quotes as it is: what the PDF tools stamp (page numbers are stamped in
 * English: "Page 1 of N"), names of a web standard and of programs, technical terms written in
 * English ("open source", a DOS "code page"), and keys as printed on a keyboard.
 */
const PHRASES = [
  /\bPage (?:\d+|N)(?: of (?:\d+|N))?/g,
  /\b(?:File System Access|File Explorer|Archive Utility|open source|code page)\b/g,
  /\b(?:Shift|Delete|Enter|Esc|Tab|Backspace)\b/g,
];

/** Common English words: on a live language's page, one of these outside an allowed name is a leftover. */
const ENGLISH = new Set(
  `the and of to your you with for from this that are is was be not or by on at as an it its can will
  file files page pages image images select download upload compress compressed merge split click drop here
  choose please free online tool tools size quality more how what why when which where all any each
  no yes our we their them they one two three first last new open save error failed complete ready
  cancel remove delete add back next previous settings options help about privacy terms blog home`.split(/\s+/),
);

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
/** Not words of a catalog: code, drawings, and dates (<time>, written by Intl in the page's language). */
const SKIPPED = new Set(['script', 'style', 'template', 'noscript', 'svg', 'code', 'pre', 'kbd', 'samp', 'time']);
const READ_ATTRIBUTES = ['aria-label', 'alt', 'title', 'placeholder', 'aria-description'];

const decode = (text) =>
  text
    .replace(/&#x([0-9a-f]+);/gi, (_, h) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d) => String.fromCodePoint(Number(d)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');

const attribute = (attrs, name) => {
  const m = new RegExp(`(?:^|\\s)${name}="([^"]*)"`).exec(attrs);
  return m ? decode(m[1]) : undefined;
};

/** What a visitor reads of a page: text, accessible names and the head's title and description. */
export function readableText(html) {
  const out = [];
  // The head's title and description, unless marked as English (an untranslated article's).
  const title = /<title>([\s\S]*?)<\/title>/.exec(html);
  if (title) out.push(decode(title[1]));
  const description = /<meta name="description" content="([^"]*)"(?! lang="en)/.exec(html);
  if (description) out.push(decode(description[1]));
  const body = html.slice(html.indexOf('<body'));
  // Text marked as another language's (a language's own name in the language menu) is not the page's.
  const pageLanguage = /<html[^>]*\slang="([^"-]+)/.exec(html)?.[1].toLowerCase();
  const stack = [];
  /** Inside a skipped element, or an element marked as another language's text. */
  const hidden = () => stack.some((e) => e.skip);
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)([^>]*?)(\/?)>|<!--[\s\S]*?-->/g;
  let at = 0;
  for (let m = tag.exec(body); m; m = tag.exec(body)) {
    if (!hidden()) out.push(decode(body.slice(at, m.index)));
    at = tag.lastIndex;
    if (!m[2]) continue;
    const name = m[2].toLowerCase();
    if (m[1]) {
      const open = stack.map((e) => e.name).lastIndexOf(name);
      if (open >= 0) stack.length = open;
      continue;
    }
    const attrs = m[3];
    const lang = attribute(attrs, 'lang')?.split('-')[0].toLowerCase();
    const otherLanguage = name !== 'html' && lang !== undefined && (lang === 'en' || lang !== pageLanguage);
    const skip = SKIPPED.has(name) || otherLanguage || attribute(attrs, 'translate') === 'no';
    if (!skip && !hidden()) for (const a of READ_ATTRIBUTES) {
      const value = attribute(attrs, a);
      if (value) out.push(value);
    }
    if (!VOID.has(name) && !m[4]) stack.push({ name, skip });
  }
  // Addresses (https://filesmith.app/...) are not words.
  return out.join('\n').replace(/\bhttps?:\/\/\S+/g, ' ');
}

const words = (text) => text.match(/[\p{L}][\p{L}\p{M}'’.-]*[\p{L}\p{M}]|[\p{L}]/gu) ?? [];
/** A word spelled only with plain ASCII letters: text the pseudo-locale never accented. */
const plainAscii = (word) => /^[A-Za-z][A-Za-z'’.-]*$/.test(word) && /[A-Za-z]{2}/.test(word);
/** English month names: the pseudo-locale (en-XA) formats dates with Intl in English, by design. */
const MONTHS = new Set(['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']);
/** A name every language writes the same, an acronym, or a file name (archive.zip). */
const allowed = (word) => ALLOWED.has(word) || ALLOWED.has(word.replace(/[.'’-]+$/, '')) || /^[A-Z0-9]{2,5}s?$/.test(word) || /^[\w-]+\.[a-z0-9]{2,4}$/.test(word);

/** The English fragments of a page in `locale` ('qps' for the pseudo-locale). */
export function englishFragments(html, locale, shared = new Set()) {
  const found = new Set();
  const text = PHRASES.reduce((t, phrase) => t.replace(phrase, ' '), readableText(html));
  for (const word of words(text)) {
    if (allowed(word) || shared.has(word)) continue;
    if (locale === 'qps' ? plainAscii(word) && !MONTHS.has(word) : ENGLISH.has(word.toLowerCase())) found.add(word);
  }
  return [...found];
}

const htmlFiles = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'assets' || name === '.vite' ? [] : htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });

/** Whether a path of our origin is served by the build: a page (path.html, path/index.html) or a file. */
const served = (path) => {
  const clean = decodeURIComponent(path.split(/[?#]/)[0]).replace(/\/$/, '') || '/';
  if (clean === '/') return existsSync(join(dist, 'index.html'));
  return [`${clean}.html`, `${clean}/index.html`, clean].some((file) => existsSync(join(dist, file)) && statSync(join(dist, file)).isFile());
};

function main() {
  if (!existsSync(dist)) throw new Error(`No build at ${dist}: run npm run build first.`);
  const live = new Set(readdirSync(dist).filter((name) => /^(qps|[a-z]{2}(-[a-z]{2})?)$/.test(name) && statSync(join(dist, name)).isDirectory()));
  const shared = new Map();
  const sharedWords = (code) => shared.get(code) ?? shared.set(code, sameAsEnglish(code)).get(code);
  const broken = [];
  const fragments = [];
  let pages = 0;
  for (const file of htmlFiles(dist)) {
    const page = '/' + relative(dist, file).replace(/\.html$/, '').replace(/(^|\/)index$/, '');
    pages++;
    const html = readFileSync(file, 'utf8');
    for (const [, href] of html.matchAll(/<a\b[^>]*\shref="(\/[^"]*)"/g)) if (!href.startsWith('//') && !served(href)) broken.push(`${page} → ${href}`);
    const locale = page.split('/')[1];
    if (!live.has(locale)) continue;
    const found = englishFragments(html, locale, sharedWords(locale));
    if (found.length > 0) fragments.push(`${page}: ${found.slice(0, 12).join(' ')}${found.length > 12 ? ` … (${found.length})` : ''}`);
  }
  const problems = [
    ...broken.map((b) => `broken link: ${b}`),
    ...fragments.map((f) => `English left: ${f}`),
  ];
  console.log(`crawled ${pages} pages (${[...live].join(', ') || 'English only'} checked for English): ${broken.length} broken links, ${fragments.length} pages with English left`);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main();
