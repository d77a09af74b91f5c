/**
 * Vite plugin: the OCR engine's files (tesseract.js, Apache-2.0) served from our own origin, never
 * from a CDN: tesseract.js's worker script (`dist/worker.min.js`), its core (tesseract-core-*-lstm:
 * relaxed SIMD, SIMD and plain WebAssembly, the worker picks what the browser runs) and the
 * language data, best_int models from the `@tesseract.js-data/<code>` packages (MIT packaging of
 * Tesseract's tessdata_best_int, Apache-2.0), gzipped as published, and Russian, which npm lacks,
 * from vendor/tessdata (scripts/ocrLanguageData.ts). They are written under
 * `assets/ocr-<version>/` and fetched only when OCR starts; the service worker leaves them out of
 * its precache and keeps each file the first time it is used (scripts/serviceWorker.mjs), so OCR
 * works offline after one use. `__OCR_ASSETS__` tells the engine where they are; the dev server
 * serves them from node_modules.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ownFilesPlugin } from './ownFilesPlugin';
import { OCR_LANGUAGE_CODES } from '../src/wasm/ocr/languageCodes';
import { languageFile } from './ocrLanguageData';

const require = createRequire(import.meta.url);
const tesseractRoot = dirname(require.resolve('tesseract.js/package.json'));
const coreRoot = dirname(require.resolve('tesseract.js-core/package.json'));
const { version } = JSON.parse(readFileSync(join(tesseractRoot, 'package.json'), 'utf8')) as { version: string };

export const OCR_DIR = `assets/ocr-${version}`;

const CORES = ['tesseract-core-relaxedsimd-lstm.wasm.js', 'tesseract-core-simd-lstm.wasm.js', 'tesseract-core-lstm.wasm.js'];

const readme = `tesseract.js ${version} (https://github.com/naptha/tesseract.js) and tesseract.js-core, Apache-2.0
(LICENSE.txt beside this file): worker.min.js and core/, unmodified. lang/: Tesseract's
tessdata_best_int models (Apache-2.0) from the npm packages @tesseract.js-data/<code>, unmodified;
rus: tessdata_fast's Russian model (Apache-2.0) from Debian's tesseract-ocr-rus, unmodified.
Filesmith loads them only when OCR starts, on your device.
`;

/** The files written under OCR_DIR: path -> a function reading the content. */
function files(): Record<string, () => string | Uint8Array> {
  const entries: [string, () => string | Uint8Array][] = [
    ['worker.min.js', () => readFileSync(join(tesseractRoot, 'dist/worker.min.js'))],
    ['LICENSE.txt', () => readFileSync(join(coreRoot, 'LICENSE'))],
    ['README.txt', () => readme],
    ...CORES.map((name): [string, () => Uint8Array] => [`core/${name}`, () => readFileSync(join(coreRoot, name))]),
    ...OCR_LANGUAGE_CODES.map((code): [string, () => Uint8Array] => [`lang/${code}.traineddata.gz`, () => readFileSync(languageFile(code))]),
  ];
  return Object.fromEntries(entries);
}

export const tesseractAssets = () => ownFilesPlugin('filesmith:tesseract', OCR_DIR, { __OCR_ASSETS__: `/${OCR_DIR}` }, files);
