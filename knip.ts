/**
 * `npx knip` (part of `npm test`): no unused file, export, type or dependency. Entries are what
 * the build, the tests and the scripts start from; worker entries are named by
 * `new URL('./x.worker.ts', import.meta.url)`, which knip does not follow, so they are listed.
 */
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    'src/app/prerender.entry.tsx',
    'src/**/*.worker.ts',
    // Loaded by an import() whose path is a template (image/formats/codec.ts, frames.ts).
    'src/wasm/image/formats/*/{codec,frames}.ts',
    'scripts/*.{mjs,ts}',
    'bench/*.{ts,mjs}',
    'eslint/*.js',
  ],
  project: ['src/**/*.{ts,tsx}', 'content/**/*.ts', 'scripts/**/*.{ts,mjs}', 'bench/**/*.{ts,mjs}', 'tests/**/*.ts', 'eslint/**/*.js'],
  // Programs the tests and benchmarks run when present (README: .ci/run installs them).
  ignoreBinaries: ['gs', 'ffmpeg', 'ffprobe', 'qpdf', 'pdftoppm', 'pdftotext', 'pdfimages', 'pdffonts', 'pngquant', '7z', 'heif-enc', 'tesseract'],
  // The OCR language packages are files the build copies (scripts/tesseractAssets.ts), never imported.
  // rolldown is Vite 8's bundler and chrome-launcher comes with lighthouse (both reached through
  // packages we list); axe-core is read as a file into the page by the e2e fixture; tailwindcss is
  // imported by src/index.css, which knip does not read.
  ignoreDependencies: [/^@tesseract\.js-data\//, 'rolldown', 'chrome-launcher', 'axe-core', 'tailwindcss'],
};

export default config;
