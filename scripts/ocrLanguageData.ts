/**
 * Where each OCR language's gzipped model is on disk, for the build (tesseractAssets.ts), the tests
 * and the benchmark: the best_int models of the npm packages `@tesseract.js-data/<code>`, and for a
 * language npm does not publish, the model kept in vendor/tessdata (its README says where from).
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const require = createRequire(import.meta.url);
const VENDOR = resolve(import.meta.dirname, '../vendor/tessdata');

export function languageFile(code: string): string {
  const vendored = join(VENDOR, `${code}.traineddata.gz`);
  if (existsSync(vendored)) return vendored;
  return join(dirname(require.resolve(`@tesseract.js-data/${code}/package.json`)), '4.0.0_best_int', `${code}.traineddata.gz`);
}
