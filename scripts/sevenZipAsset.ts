/**
 * Vite plugin: 7-Zip for WebAssembly (npm 7z-wasm 1.2.0: 7-Zip 24.09; GNU LGPL 2.1 with the unRAR
 * restriction) is served as its own files, byte for byte the package's `7zz.es6.js` and `7zz.wasm`,
 * beside its licence texts, and never bundled into our chunks: the archive worker `import()`s the
 * module by URL only when an encrypted 7z or RAR arrives (src/wasm/archive/sevenzip/module.ts), and
 * the module fetches its wasm from the same folder. Anyone may replace the two files with another
 * build of the same interface (LGPL section 6). The unRAR code in it may be used only to extract
 * RAR archives, never to develop a RAR-compatible archiver (unRarLicense.txt). `__SEVENZIP_URL__`
 * tells the worker where the module is; the dev server serves the files from node_modules, the
 * build writes them to dist/ (and the service worker precaches them with everything else).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ownFilesPlugin } from './ownFilesPlugin';

const require = createRequire(import.meta.url);
const root = dirname(require.resolve('7z-wasm/package.json'));
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };

export const SEVENZIP_DIR = `assets/7z-wasm-${version}`;
export const SEVENZIP_URL = `/${SEVENZIP_DIR}/7zz.es6.js`;

const readme = `7-Zip 24.09 (https://www.7-zip.org/, Igor Pavlov), compiled to WebAssembly by the npm package
7z-wasm ${version} (https://github.com/use-strict/7z-wasm): 7zz.es6.js and 7zz.wasm, unmodified.
Licence: GNU LGPL 2.1 with the unRAR restriction (License.txt, unRarLicense.txt beside these files):
the unRAR code may be used only to read RAR archives; it may not be used to develop a
RAR-compatible archiver. Filesmith loads it at run time as separate files, only to extract
encrypted 7z and RAR archives; you may replace 7zz.es6.js and 7zz.wasm with your own build of the
same interface.
`;

/** The files written beside each other. */
const files = () => ({
  '7zz.es6.js': () => readFileSync(join(root, '7zz.es6.js')),
  '7zz.wasm': () => readFileSync(join(root, '7zz.wasm')),
  'License.txt': () => readFileSync(join(root, 'License.txt')),
  'unRarLicense.txt': () => readFileSync(join(root, 'unRarLicense.txt')),
  'README.txt': () => readme,
});

export const sevenZipAsset = () => ownFilesPlugin('filesmith:7z-wasm', SEVENZIP_DIR, { __SEVENZIP_URL__: SEVENZIP_URL }, files);
