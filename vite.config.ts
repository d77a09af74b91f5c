/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { blogPlugin } from './scripts/blogPlugin';
import { catalogPlugin } from './scripts/catalogPlugin';
import { libheifAsset } from './scripts/libheifAsset';
import { sevenZipAsset } from './scripts/sevenZipAsset';
import { tesseractAssets } from './scripts/tesseractAssets';
import { previewHeaders } from './scripts/previewHeaders';
import { previewNotFound } from './scripts/previewNotFound';
import { toolFeatures, toolKitGroup } from './scripts/toolKitChunk';

/** Output folder; DIST lets parallel builds (e.g. several e2e runs) keep apart. */
const dist = process.env.DIST ?? 'dist';
/**
 * Engine modules (src/wasm/, worker entries aside) do nothing when imported but define things, so
 * an engine's index.ts can re-export its whole public surface and a page still ships only what it
 * uses: without this, a top-level constant computed by a call keeps its module in every bundle
 * that touches the index.
 */
const engineModuleSideEffects = (id: string) => !/\/src\/wasm\/.+(?<!\.worker)\.ts$/.test(id);
const treeshake = { moduleSideEffects: engineModuleSideEffects };

/**
 * React 19 has useSyncExternalStore: @xstate/react's imports of the package's shims for older
 * Reacts resolve to its plain entries, which use React's own (no fallback code shipped).
 */
const alias = [
  { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector.js' },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
];
/** The chunks of the site's pages: the tool pages' shared code in one (scripts/toolKitChunk.ts). */
const output = { codeSplitting: { groups: [toolKitGroup(toolFeatures(new URL('./', import.meta.url)))] } };

const siteUrl = (process.env.SITE_URL ?? 'https://filesmith.app').replace(/\/+$/, '');

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [catalogPlugin(), react(), tailwindcss(), blogPlugin(), libheifAsset(), sevenZipAsset(), tesseractAssets(), previewHeaders(), previewNotFound()],
  preview: { port: 4317, strictPort: true },
  resolve: { alias },
  define: {
    __SITE_URL__: JSON.stringify(siteUrl),
    __AD_CLIENT__: JSON.stringify(process.env.AD_CLIENT ?? ''),
    __REVIEW_WIDGET_URL__: JSON.stringify(process.env.REVIEW_WIDGET_URL ?? ''),
  },
  worker: { format: 'es', rollupOptions: { treeshake } },
  optimizeDeps: {
    exclude: ['@jsquash/jpeg', '@jsquash/png', '@jsquash/oxipng', '@jsquash/webp', '@jsquash/avif', '@jsquash/resize', '@jsquash/jxl'],
  },
  /**
   * No preload table for dynamic imports: it lists every chunk each lazy route and panel needs (89
   * file names, 2.8 KB gzip on every page's first load). A prerendered page's HTML names its own
   * chunks as modulepreloads (scripts/prerender.mjs), and the service worker precaches every chunk
   * after the first load, so a later navigation finds them in its cache.
   */
  build: { rollupOptions: isSsrBuild ? { treeshake } : { treeshake, output }, target: 'es2022', modulePreload: false, sourcemap: false, manifest: !isSsrBuild, chunkSizeWarningLimit: 1500, outDir: isSsrBuild ? `${dist}-ssr` : dist },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/machines/**/*.test.ts'],
    setupFiles: ['tests/helpers/i18nSetup.ts'],
    environment: 'node',
    testTimeout: 60_000,
    reporters: ['default', ['json', { outputFile: 'reports/vitest.json' }]],
  },
}));
