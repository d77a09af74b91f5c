/**
 * The layer rules of eslint.config.js really fire: each case lints one made-up file placed in the
 * tree with a single import that breaks (or keeps) a rule, and expects the rule's verdict. (The
 * cycle rule reads the other files from disk, the probe from its text.)
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../../..', import.meta.url).pathname });

async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = x;\n`, { filePath });
  return result.messages.map((m) => m.ruleId ?? m.message);
}

const cases: [string, string, string, string | null][] = [
  ['a feature imports another feature', 'src/features/compress-pdf/probe.ts', "import { x } from '../compress-image/engine';", 'import-x/no-restricted-paths'],
  ['a feature imports an engine file past its index', 'src/features/compress-pdf/probe.ts', "import { x } from '../../wasm/pdf/compress/compress';", 'import-x/no-restricted-paths'],
  ['an engine imports another engine past its index', 'src/wasm/pdf/probe.ts', "import { x } from '../image/compressImage';", 'import-x/no-restricted-paths'],
  ['an engine imports a machine', 'src/wasm/zip/probe.ts', "import { x } from '../../machines/fileTool.machine';", 'import-x/no-restricted-paths'],
  ['an engine imports React', 'src/wasm/zip/probe.ts', "import { useState as x } from 'react';", 'no-restricted-imports'],
  ['a machine imports ui', 'src/machines/probe.ts', "import { x } from '../ui/ProgressBar';", 'import-x/no-restricted-paths'],
  ['ui imports a feature', 'src/ui/probe.ts', "import { x } from '../features/compress-pdf/engine';", 'import-x/no-restricted-paths'],
  ['a ui kit imports a feature', 'src/ui/pdfPages/probe.ts', "import { x } from '../../features/split-pdf/engine';", 'import-x/no-restricted-paths'],
  ['a machine imports React', 'src/machines/probe.ts', "import { useState as x } from 'react';", 'no-restricted-imports'],
  ['lib imports an engine', 'src/lib/probe.ts', "import { x } from '../wasm/zip';", 'import-x/no-restricted-paths'],
  // limits.ts is imported by client.ts: importing client.ts back closes a loop.
  ['two modules import each other', 'src/wasm/zip/limits.ts', "import { createZip as x } from './client';", 'local/no-import-cycle'],
  ['a type-only import closes a loop', 'src/wasm/zip/limits.ts', "import type { x } from './client';", 'local/no-import-cycle'],
  // pdf.js's index reaching back into the pdf engine, whose compressor's worker entry imports pdfjs.
  ['a worker entry closes a loop', 'src/wasm/pdfjs/index.ts', "import type { PdfAccess as x } from '../pdf';", 'local/no-import-cycle'],
  ['a PDF wing imports another wing', 'src/wasm/pdf/merge/probe.ts', "import { splitPdf as x } from '../split/split';", 'import-x/no-restricted-paths'],
  ['a PDF wing imports the shared document core', 'src/wasm/pdf/merge/probe.ts', "import { openPdf as x } from '../document/open';", null],
  ['a feature imports an engine through its index', 'src/features/compress-pdf/probe.ts', "import { pdfProblemOf as x } from '../../wasm/pdf';", null],
  ['an engine imports another engine through its index', 'src/wasm/pdf/probe.ts', "import { encodeJpeg as x } from '../image';", null],
  ['the catalogs\' runtime imports a helper of ours', 'src/i18n/probe.ts', "import { formatSize as x } from '../lib/formatSize';", 'import-x/no-restricted-paths'],
  ['a feature reads the catalogs', 'src/features/compress-pdf/probe.ts', "import { t as x } from '../../i18n/messages';", null],
];

describe('layer rules (eslint.config.js)', () => {
  it.each(cases)('%s', async (_, file, code, rule) => {
    const ids = await ruleIds(file, code);
    if (rule) expect(ids).toContain(rule);
    else expect(ids).toEqual([]);
  });
});

describe('words come from the catalogs (eslint/untranslatedText.js)', () => {
  const lint = (code: string) => ruleIds('src/app/Probe.tsx', `import { t } from '../i18n/messages';\nconst x = 1;\n${code}`);
  it.each([
    ['text in the markup', 'export const P = () => <p>Hello there</p>;', true],
    ['a label a visitor reads', 'export const P = () => <nav aria-label="Main">{t(\'nav.home\')}</nav>;', true],
    ['a literal in braces', 'export const P = () => <img alt={"A photo"} src="/a.png" />;', true],
    ['text from t()', 'export const P = () => <nav aria-label={t(\'nav.main\')}>{t(\'nav.home\')}</nav>;', false],
    ['symbols only', 'export const P = () => <button type="button">✕ ☰ ▾ ©</button>;', false],
  ])('%s', async (_, code, fires) => {
    const ids = await lint(code);
    expect(ids.includes('text/no-untranslated-text')).toBe(fires);
  });
});
