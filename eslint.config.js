import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import importCycles from './eslint/importCycles.js';
import untranslatedText from './eslint/untranslatedText.js';

/**
 * The layer rules of ARCHITECTURE.md, kept by the linter: imports point one way
 * (app -> features -> ui / machines -> wasm -> lib), a feature never imports another feature, the
 * rest of the app reaches an engine only through its index.ts (and so does another engine), and
 * there are no import cycles (eslint/importCycles.js: type-only imports and worker entries count).
 * Inside the PDF engine, a wing (compress/, merge/, split/, ...) shares only document/ with the
 * others: no wing imports another. Zones are generated from the folders, so a new feature, engine
 * or wing is covered without editing this file. tests/unit/eslint/boundaries.test.ts proves each
 * rule fires.
 */
const folders = (path) => readdirSync(new URL(path, import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const features = folders('./src/features/');
const engines = folders('./src/wasm/');
const pdfWings = folders('./src/wasm/pdf/').filter((name) => name !== 'document');

const layer = (target, from, message) => ({ target, from, message });
const layerZones = [
  layer('./src/i18n', ['./src/app', './src/features', './src/ui', './src/machines', './src/wasm', './src/lib', './src/tools.ts', './src/toolDescriptions.ts', './src/toolPages'], 'i18n/ (the catalogs\' runtime) imports nothing of ours but i18n/.'),
  layer('./src/lib', ['./src/app', './src/features', './src/ui', './src/machines', './src/wasm', './src/tools.ts', './src/toolDescriptions.ts', './src/toolPages'], 'lib/ holds pure helpers: it imports nothing of ours but lib/.'),
  layer('./src/wasm', ['./src/app', './src/features', './src/ui', './src/machines'], 'Engines never import the app, features, ui or machines.'),
  layer('./src/machines', ['./src/app', './src/features', './src/ui'], 'Machines are pure: they never import the app, features or ui.'),
  layer('./src/ui', ['./src/app', './src/features'], 'Shared ui/ never imports the app or a feature.'),
  layer('./src/features', ['./src/app'], 'Features never import the app.'),
];
const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message: 'A feature never imports another feature: move what both need to ui/, lib/, machines/ or an engine.',
}));
const outsideEngines = ['./src/app', './src/features', './src/ui', './src/machines', './src/lib', './src/tools.ts', './src/toolDescriptions.ts', './src/toolPages'];
const engineZones = engines.flatMap((engine) => [
  { target: outsideEngines, from: `./src/wasm/${engine}`, except: ['./index.ts'], message: `Import the ${engine} engine through src/wasm/${engine}/index.ts.` },
  ...engines
    .filter((other) => other !== engine)
    .map((other) => ({ target: `./src/wasm/${other}`, from: `./src/wasm/${engine}`, except: ['./index.ts'], message: `Another engine reaches ${engine} only through its index.ts.` })),
]);

const wingZones = pdfWings.map((wing) => ({
  target: `./src/wasm/pdf/${wing}`,
  from: pdfWings.filter((other) => other !== wing).map((other) => `./src/wasm/pdf/${other}`),
  message: 'A PDF wing never imports another wing: what two wings need lives in src/wasm/pdf/document/.',
}));

const notInEngines = ['react', 'react-dom', 'react-router-dom', 'xstate', '@xstate/react', 'radix-ui'];

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'dist-ssr', 'node_modules', 'test-results', 'playwright-report', 'reports', 'bench/out', 'vendor'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, local: importCycles },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      // no-cycle follows imports by parsing each module: it must know our files are TypeScript.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureZones, ...engineZones, ...wingZones] }],
      'local/no-import-cycle': 'error',
    },
  },
  {
    // The rooms whose words are in the catalogs already (issue 37 converts the rest room by room).
    files: [
      'src/app/**/*.tsx',
      'src/ui/**/*.tsx',
      'src/features/about/**/*.tsx',
      'src/features/add-page-numbers/**/*.tsx',
      'src/features/base64-tool/**/*.tsx',
      'src/features/blog/**/*.tsx',
      'src/features/blog-article/**/*.tsx',
      'src/features/compress-image/**/*.tsx',
      'src/features/compress-jpg/**/*.tsx',
      'src/features/compress-pdf/**/*.tsx',
      'src/features/compress-png/**/*.tsx',
      'src/features/compress-video/**/*.tsx',
      'src/features/create-zip/**/*.tsx',
      'src/features/create-zip-file/**/*.tsx',
      'src/features/extract-archive/**/*.tsx',
      'src/features/file-compression-guide/**/*.tsx',
      'src/features/file-formats-guide/**/*.tsx',
      'src/features/file-size-calculator/**/*.tsx',
      'src/features/founder/**/*.tsx',
      'src/features/home/**/*.tsx',
      'src/features/image-converter/**/*.tsx',
      'src/features/image-metadata-editor/**/*.tsx',
      'src/features/image-to-text/**/*.tsx',
      'src/features/images-to-pdf/**/*.tsx',
      'src/features/not-found/**/*.tsx',
      'src/features/ocr-pdf/**/*.tsx',
      'src/features/organize-pdf/**/*.tsx',
      'src/features/pdf-merger/**/*.tsx',
      'src/features/pdf-to-jpg/**/*.tsx',
      'src/features/privacy/**/*.tsx',
      'src/features/protect-pdf/**/*.tsx',
      'src/features/qr-generator/**/*.tsx',
      'src/features/remove-image-metadata/**/*.tsx',
      'src/features/sign-pdf/**/*.tsx',
      'src/features/split-pdf/**/*.tsx',
      'src/features/terms/**/*.tsx',
      'src/features/unlock-pdf/**/*.tsx',
      'src/features/watermark-pdf/**/*.tsx',
    ],
    plugins: { text: untranslatedText },
    rules: { 'text/no-untranslated-text': 'error' },
  },
  {
    files: ['src/wasm/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: notInEngines.map((name) => ({ name, message: 'Engines run in workers and Node: no React, router or XState.' })) }],
    },
  },
  {
    files: ['src/machines/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: ['react', 'react-dom', '@xstate/react'].map((name) => ({ name, message: 'Machines are pure: no React.' })) }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);
