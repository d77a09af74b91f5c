/**
 * The OCR languages' data: every model the build serves is where scripts/ocrLanguageData.ts says,
 * is gzip, and weighs exactly what the language picker says it downloads; and Russian, whose model
 * comes from vendor/tessdata rather than npm, reads a page of Russian text set in DejaVu Serif,
 * rendered at 300 dpi by poppler.
 */
import { readFileSync, statSync } from 'node:fs';
import fontkit from '@cantoo/fontkit';
import { PDFDocument, rgb } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { OCR_LANGUAGES } from '../../../../src/wasm/ocr/languageCodes';
import { languageFile } from '../../../../scripts/ocrLanguageData';
import { imageSize, nodeOcr, pagesAsPng, wordErrorRate } from '../../../helpers/ocr';

const RUSSIAN = [
  'Этот документ проверяет распознавание русского текста',
  'на странице, набранной обычным шрифтом с засечками.',
  'Каждая строка содержит знакомые слова: город, река,',
  'библиотека, расписание поездов и горячий чай.',
  'Вечером мы читали книгу о путешествиях по северу,',
  'а утром отправились на рынок за свежим хлебом.',
];

describe('OCR language data', () => {
  it('serves every language from its file, gzipped, with the size the picker states', () => {
    for (const { code, bytes } of OCR_LANGUAGES) {
      const file = languageFile(code);
      expect(statSync(file).size, code).toBe(bytes);
      expect([...readFileSync(file).subarray(0, 2)], code).toEqual([0x1f, 0x8b]);
    }
    expect(languageFile('rus')).toMatch(/vendor[/\\]tessdata[/\\]rus\.traineddata\.gz$/);
  });

  it('reads a page of Russian text', { timeout: 300_000 }, async () => {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const font = await doc.embedFont(readFileSync('node_modules/dejavu-fonts-ttf/ttf/DejaVuSerif.ttf'), { subset: true });
    const page = doc.addPage([595, 842]);
    RUSSIAN.forEach((line, i) => page.drawText(line, { x: 60, y: 760 - i * 22, size: 13, font, color: rgb(0, 0, 0) }));
    const [png] = pagesAsPng(await doc.save(), 300);
    const { width, height } = imageSize(png);
    const ocr = await nodeOcr(['rus']);
    try {
      const result = await ocr.recognize(png, width, height);
      const wer = wordErrorRate(RUSSIAN.join('\n'), result.text);
      console.log(`Russian page: word error rate ${wer.toFixed(4)}`);
      expect(wer).toBeLessThan(0.05);
    } finally {
      await ocr.terminate();
    }
  });
});
