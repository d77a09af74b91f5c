/**
 * The bad-input matrix: every single-file tool × every kind of bad file a user can hand it. For
 * each case a clear toast must appear, no uncaught error may reach the page (the guard in
 * fixtures/test.ts), the tool must still work with a good file right after, and the user's own
 * file on disk is left byte for byte as it was.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { chooseFiles, corpusFile, expect, test } from './fixtures/test';

interface Tool {
  path: string;
  action: string;
  good: string;
  done: RegExp;
  ext: string;
  type: string;
  maxMB: number;
  /** A truncated file of the tool's own type. */
  truncated: () => Buffer;
  /** Extra cases of this tool (name → file path). */
  extra?: Record<string, string>;
}

const scratch = mkdtempSync(join(tmpdir(), 'bad-input-'));
const head = (name: string, bytes: number) => readFileSync(corpusFile(name)).subarray(0, bytes);

const TOOLS: Tool[] = [
  { path: '/compress-image', action: 'Compress Image', good: 'progressive-nikon.jpg', done: /Compression Complete/, ext: 'jpg', type: 'image/jpeg', maxMB: 100, truncated: () => readFileSync(corpusFile('truncated-photo.jpg')), extra: { 'a PNG declaring 30 000 × 30 000 pixels': corpusFile('bomb-30000x30000.png') } },
  { path: '/compress-jpg', action: 'Compress JPG', good: 'progressive-nikon.jpg', done: /Compression Complete/, ext: 'jpg', type: 'image/jpeg', maxMB: 50, truncated: () => readFileSync(corpusFile('truncated-photo.jpg')) },
  { path: '/compress-png', action: 'Compress PNG', good: 'palette-alpha-glow.png', done: /Compression Complete/, ext: 'png', type: 'image/png', maxMB: 10, truncated: () => head('alpha-swirlaxy.png', 40_000), extra: { 'a PNG declaring 30 000 × 30 000 pixels': corpusFile('bomb-30000x30000.png') } },
  { path: '/compress-pdf', action: 'Compress PDF', good: 'text-2pages-libreoffice.pdf', done: /Compression Complete/, ext: 'pdf', type: 'application/pdf', maxMB: 150, truncated: () => readFileSync(corpusFile('truncated-libreoffice.pdf')), extra: { 'an encrypted PDF': corpusFile('encrypted-userpw-peanuts.pdf') } },
  { path: '/compress-video', action: 'Compress Video', good: 'cockatoo-vp9-opus.webm', done: /Compression Complete|Video compressed/i, ext: 'mp4', type: 'video/mp4', maxMB: 4000, truncated: () => head('phone-1080p-gps.mp4', 30_000), extra: { 'a video cut off halfway (index intact, frames missing)': file('half.mp4', head('phone-1080p-gps.mp4', 1_500_000)) } },
];

/** Words every refusal toast uses one of. */
const REFUSAL = /empty|incomplete|damaged|truncat|not a|isn't a|is a PDF|too large|exceeds|limit|password|encrypt|could not|cannot|can't|unsupported|invalid|failed|error|no video|not supported/i;

const sha = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

function file(name: string, bytes: Buffer | Uint8Array): string {
  const path = join(scratch, name);
  writeFileSync(path, bytes);
  return path;
}

/** A File of `mb` MB + 1 byte made of shared Blob parts (no memory spent), set on the page's input. */
async function chooseHugeFile(page: Page, name: string, type: string, mb: number) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
  await page.getByTestId('file-input').first().evaluate(
    (input: HTMLInputElement, { name, type, mb }) => {
      const megabyte = new Blob([new Uint8Array(1024 * 1024)]);
      const parts: BlobPart[] = Array.from({ length: mb }, () => megabyte);
      const huge = new File([...parts, new Uint8Array(1)], name, { type });
      const transfer = new DataTransfer();
      transfer.items.add(huge);
      input.files = transfer.files;
      input.dispatchEvent(new Event('change', { bubbles: true }));
    },
    { name, type, mb },
  );
}

/** After a bad file: a refusal toast, either on choosing it or on pressing the tool's button. */
async function expectRefusal(page: Page, tool: Tool) {
  const toast = page.getByTestId('toast').filter({ hasText: REFUSAL });
  const action = page.getByRole('button', { name: tool.action, exact: true });
  if (!(await toast.first().isVisible().catch(() => false)) && (await action.isEnabled().catch(() => false))) {
    await toast.first().waitFor({ timeout: 2_000 }).catch(() => action.click());
  }
  await expect(toast.first()).toBeVisible({ timeout: 60_000 });
}

async function stillWorks(page: Page, tool: Tool) {
  await chooseFiles(page, corpusFile(tool.good));
  await page.getByRole('button', { name: tool.action, exact: true }).click();
  await expect(page.getByTestId('toast').filter({ hasText: tool.done }).first()).toBeVisible({ timeout: 120_000 });
}

for (const tool of TOOLS) {
  test.describe(`bad input on ${tool.path}`, () => {
    test.setTimeout(180_000);
    const cases: Record<string, () => string> = {
      'a zero-byte file': () => file(`empty.${tool.ext}`, Buffer.alloc(0)),
      'a truncated file': () => file(`cut-off.${tool.ext}`, tool.truncated()),
      'the wrong type with the right extension': () =>
        file(`disguised.${tool.ext}`, readFileSync(corpusFile(tool.ext === 'pdf' ? 'progressive-nikon.jpg' : 'text-2pages-libreoffice.pdf'))),
      ...Object.fromEntries(Object.entries(tool.extra ?? {}).map(([name, path]) => [name, () => path])),
    };
    for (const [label, make] of Object.entries(cases)) {
      test(`${label}: a clear toast, the page keeps working, the file is untouched`, async ({ page }) => {
        const path = make();
        const before = sha(path);
        await page.goto(tool.path);
        await chooseFiles(page, path);
        await expectRefusal(page, tool);
        await stillWorks(page, tool);
        expect(sha(path)).toBe(before);
      });
    }
    test(`a file over the ${tool.maxMB} MB limit is refused before any work`, async ({ page }) => {
      await page.goto(tool.path);
      await chooseHugeFile(page, `huge.${tool.ext}`, tool.type, tool.maxMB);
      await expect(page.getByTestId('toast').filter({ hasText: 'File too large' })).toBeVisible();
      await stillWorks(page, tool);
    });
  });
}
