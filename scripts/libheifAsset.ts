/**
 * Vite plugin: libheif (the HEIC/HEIF decoder, LGPL-3.0, from the npm package libheif-js) is served
 * as its own file, byte for byte the package's `libheif-wasm/libheif-bundle.mjs` (the ES module with
 * its wasm inside), beside its licence, and never bundled into our chunks: the image worker
 * `import()`s it by URL only when a HEIC arrives, so anyone can swap in another build of the library
 * (LGPL section 4) by replacing that one file. `__LIBHEIF_URL__` tells the worker where it is; the
 * dev server serves it from node_modules, the build writes it to dist/ (and the service worker
 * precaches it with everything else).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ownFilesPlugin } from './ownFilesPlugin';

const require = createRequire(import.meta.url);
const root = dirname(require.resolve('libheif-js/package.json'));
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };

export const LIBHEIF_DIR = `assets/libheif-${version}`;
export const LIBHEIF_URL = `/${LIBHEIF_DIR}/libheif.mjs`;

const readme = `libheif ${version} (https://github.com/strukturag/libheif), built for WebAssembly by the npm package
libheif-js ${version} (https://github.com/catdad-experiments/libheif-js), file libheif-wasm/libheif-bundle.mjs,
unmodified. Licence: GNU LGPL 3.0 (LICENSE.txt beside this file). Filesmith loads it at run time as a
separate file (only to decode HEIC/HEIF images); you may replace libheif.mjs with your own build of the
same interface.
`;

/** The files written beside each other. */
const files = () => ({
  'libheif.mjs': () => readFileSync(join(root, 'libheif-wasm/libheif-bundle.mjs')),
  'LICENSE.txt': () => readFileSync(join(root, 'libheif-wasm/LICENSE')),
  'README.txt': () => readme,
});

export const libheifAsset = () => ownFilesPlugin('filesmith:libheif', LIBHEIF_DIR, { __LIBHEIF_URL__: LIBHEIF_URL }, files);
