import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { CFF_STANDARD_SID, CFF_STANDARD_STRINGS, MAC_ROMAN_ENCODING, STANDARD_ENCODING, WIN_ANSI_ENCODING } from '../../../../../../../src/wasm/pdf/compress/fonts/type1/standardNames';

/** pdf.js carries both tables as array literals in its worker: a second, independent transcription. */
const pdfjsWorker = readFileSync(createRequire(import.meta.url).resolve('pdfjs-dist/build/pdf.worker.mjs'), 'utf8');
const pdfjsTable = (name: string): string[] => {
  const match = new RegExp(`${name} = (\\[[^\\]]*\\])`).exec(pdfjsWorker);
  if (!match) throw new Error(`${name} not found in pdf.js`);
  return JSON.parse(match[1].replace(/,\s*\]$/, ']')) as string[];
};

describe('Adobe name tables', () => {
  it('has the 391 CFF standard strings in pdf.js order', () => {
    expect(CFF_STANDARD_STRINGS).toEqual(pdfjsTable('CFFStandardStrings'));
    expect(CFF_STANDARD_SID.get('Semibold')).toBe(390);
  });
  it('has StandardEncoding as pdf.js has it', () => {
    expect(STANDARD_ENCODING).toEqual(pdfjsTable('StandardEncoding'));
  });
  it('has MacRomanEncoding as pdf.js has it', () => {
    expect(MAC_ROMAN_ENCODING).toEqual(pdfjsTable('MacRomanEncoding'));
  });
  it('has WinAnsiEncoding as pdf.js has it (Ydieresis at 159, where pdf-lib\'s font data says ydieresis)', () => {
    expect(WIN_ANSI_ENCODING).toEqual(pdfjsTable('WinAnsiEncoding'));
    expect(WIN_ANSI_ENCODING[159]).toBe('Ydieresis');
  });
});
