/**
 * A Vite plugin for files served from our own origin exactly as a package ships them, never bundled
 * into our chunks: the dev server serves them from node_modules, the build writes them under `dir`
 * in dist/ (where the service worker finds them), and `define` tells the code where they are. Used for
 * libheif (scripts/libheifAsset.ts), 7-Zip (scripts/sevenZipAsset.ts) and the OCR engine
 * (scripts/tesseractAssets.ts).
 */
import type { Plugin } from 'vite';

/** Each file under `dir`, by its path there, as a function reading its content. */
export type OwnFiles = () => Record<string, () => string | Uint8Array>;

const TYPES: Record<string, string> = {
  js: 'text/javascript',
  mjs: 'text/javascript',
  wasm: 'application/wasm',
  gz: 'application/gzip',
  txt: 'text/plain; charset=utf-8',
};

export function ownFilesPlugin(name: string, dir: string, define: Record<string, string>, files: OwnFiles): Plugin {
  let ssr = false;
  return {
    name,
    config: () => ({ define: Object.fromEntries(Object.entries(define).map(([key, value]) => [key, JSON.stringify(value)])) }),
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.startsWith(`/${dir}/`) ? request.url.slice(dir.length + 2).split('?')[0] : '';
        const read = files()[path];
        if (!read) return next();
        response.setHeader('Content-Type', TYPES[path.split('.').pop() ?? ''] ?? 'application/octet-stream');
        response.end(read());
      });
    },
    generateBundle() {
      if (ssr) return;
      for (const [path, read] of Object.entries(files())) this.emitFile({ type: 'asset', fileName: `${dir}/${path}`, source: read() });
    },
  };
}
