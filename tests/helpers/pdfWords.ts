/**
 * Words of each page with their boxes, as poppler's pdftotext reads them: origin at the top-left of
 * the crop box, turned as the page is shown (the page's width and height it reports are not turned).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

interface PdfWord {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

export interface PdfTextPage {
  words: PdfWord[];
}

const unescape = (text: string) => text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');

export function pdfWords(bytes: Uint8Array): PdfTextPage[] {
  const dir = mkdtempSync(join(tmpdir(), 'words-'));
  try {
    writeFileSync(join(dir, 'a.pdf'), bytes);
    const html = execFileSync('pdftotext', ['-cropbox', '-bbox', join(dir, 'a.pdf'), '-'], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    return html
      .split('<page ')
      .slice(1)
      .map((chunk) => {
        const words = [...chunk.matchAll(/<word xMin="([\d.-]+)" yMin="([\d.-]+)" xMax="([\d.-]+)" yMax="([\d.-]+)">([^<]*)<\/word>/g)].map((m) => ({
          xMin: Number(m[1]),
          yMin: Number(m[2]),
          xMax: Number(m[3]),
          yMax: Number(m[4]),
          text: unescape(m[5]),
        }));
        return { words };
      });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each page's plain text (pdftotext, pages split at form feeds). */
export function pdfPageTexts(bytes: Uint8Array): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'text-'));
  try {
    writeFileSync(join(dir, 'a.pdf'), bytes);
    const text = execFileSync('pdftotext', [join(dir, 'a.pdf'), '-'], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    return text.split('\f').slice(0, -1);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Each page's text items as pdf.js reads them (a turned line is one item), with the font each is in. */
export async function pdfjsItems(bytes: Uint8Array): Promise<{ text: string; font: string }[][]> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({ data: bytes.slice(), isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  const pages: { text: string; font: string }[][] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.flatMap((item) => ('str' in item && item.str.trim() !== '' ? [{ text: item.str, font: content.styles[item.fontName]?.fontFamily + item.fontName.replace(/^g_d\d+_/, '') }] : [])));
  }
  await doc.destroy();
  return pages;
}
