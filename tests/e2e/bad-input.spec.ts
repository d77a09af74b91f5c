/**
 * The bad-input matrix: every tool that takes a file × every kind of bad file a user can hand it.
 * For each case a clear toast must appear, no uncaught error may reach the page (the guard in
 * fixtures/test.ts), the tool must still work with a good file right after, and the user's own
 * file on disk is left byte for byte as it was. Single-file tools share one table (TOOLS); the
 * multi-file tools (PDF merger, metadata remover) and the editor have their own flows below.
 * The ZIP creators and Base64 take any file as it is (an empty or damaged file is archived or
 * encoded byte for byte), so their only bad input is size, covered in zip.spec.ts/base64.spec.ts.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { crc32, deflateSync } from 'node:zlib';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { chooseFiles, chooseOption, corpusFile, expect, hasCorpus, test } from './fixtures/test';

interface Tool {
  path: string;
  action: string;
  good: string;
  done: RegExp;
  ext: string;
  type: string;
  /** The tool's size limit; none for tools whose spec has none. */
  maxMB?: number;
  /** A truncated file of the tool's own type. */
  truncated: () => Buffer;
  /** Extra cases of this tool (name → file path). */
  extra?: Record<string, string>;
  /** What the tool needs after a file is chosen before its button works (the converter: a format). */
  prepare?: (page: Page) => Promise<void>;
}

const scratch = mkdtempSync(join(tmpdir(), 'bad-input-'));
// Made at load time for the table below; without the corpus every test here is skipped anyway.
const head = (name: string, bytes: number) => (hasCorpus ? readFileSync(corpusFile(name)).subarray(0, bytes) : Buffer.alloc(0));

/** A valid PNG whose header declares `width` × `height` RGB pixels; it carries one row of data. */
function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))), chunk('IEND', Buffer.alloc(0))]);
}

/** Images that would need gigabytes once decoded: the corpus bomb and one declaring 100 000 × 100 000. */
const PIXEL_BOMBS: Record<string, string> = {
  'a PNG declaring 30 000 × 30 000 pixels': corpusFile('bomb-30000x30000.png'),
  'a PNG declaring 100 000 × 100 000 pixels': file('bomb-100000x100000.png', pngDeclaring(100_000, 100_000)),
};

const TOOLS: Tool[] = [
  { path: '/compress-image', action: 'Compress Image', good: 'progressive-nikon.jpg', done: /Compression Complete/, ext: 'jpg', type: 'image/jpeg', maxMB: 100, truncated: () => readFileSync(corpusFile('truncated-photo.jpg')), extra: PIXEL_BOMBS },
  { path: '/compress-jpg', action: 'Compress JPG', good: 'progressive-nikon.jpg', done: /Compression Complete/, ext: 'jpg', type: 'image/jpeg', maxMB: 50, truncated: () => readFileSync(corpusFile('truncated-photo.jpg')) },
  { path: '/compress-png', action: 'Compress PNG', good: 'palette-alpha-glow.png', done: /Compression Complete/, ext: 'png', type: 'image/png', maxMB: 10, truncated: () => head('alpha-swirlaxy.png', 40_000), extra: PIXEL_BOMBS },
  { path: '/compress-pdf', action: 'Compress PDF', good: 'text-2pages-libreoffice.pdf', done: /Compression Complete/, ext: 'pdf', type: 'application/pdf', maxMB: 150, truncated: () => readFileSync(corpusFile('truncated-libreoffice.pdf')), extra: { 'an encrypted PDF': corpusFile('encrypted-userpw-peanuts.pdf') } },
  { path: '/image-converter', action: 'Convert', good: 'astronaut-rgb.png', done: /Conversion Complete/, ext: 'png', type: 'image/png', truncated: () => head('alpha-swirlaxy.png', 40_000), extra: PIXEL_BOMBS, prepare: (page) => chooseOption(page, 'Output format', 'WebP') },
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
  await tool.prepare?.(page);
  const toast = page.getByTestId('toast').filter({ hasText: REFUSAL });
  const action = page.getByRole('button', { name: tool.action, exact: true });
  if (!(await toast.first().isVisible().catch(() => false)) && (await action.isEnabled().catch(() => false))) {
    await toast.first().waitFor({ timeout: 2_000 }).catch(() => action.click());
  }
  await expect(toast.first()).toBeVisible({ timeout: 60_000 });
}

async function stillWorks(page: Page, tool: Tool) {
  await chooseFiles(page, corpusFile(tool.good));
  await tool.prepare?.(page);
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
    const maxMB = tool.maxMB;
    if (maxMB) test(`a file over the ${maxMB} MB limit is refused before any work`, async ({ page }) => {
      await page.goto(tool.path);
      await chooseHugeFile(page, `huge.${tool.ext}`, tool.type, maxMB);
      await expect(page.getByTestId('toast').filter({ hasText: 'File too large' })).toBeVisible();
      await stillWorks(page, tool);
    });
  });
}

/** The bad files of the multi-file and metadata tools (name → a path made on demand). */
const BAD_PDFS: Record<string, () => string> = {
  'a zero-byte file': () => file('empty.pdf', Buffer.alloc(0)),
  'a damaged (truncated) PDF': () => corpusFile('truncated-libreoffice.pdf'),
  'the wrong type with the right extension': () => file('disguised.pdf', readFileSync(corpusFile('progressive-nikon.jpg'))),
  'an encrypted PDF': () => corpusFile('encrypted-userpw-peanuts.pdf'),
};

test.describe('bad input on /pdf-merger', () => {
  for (const [label, make] of Object.entries(BAD_PDFS)) {
    test(`${label}: named in a toast, set aside, and the others still merge`, async ({ page }) => {
      const path = make();
      const before = sha(path);
      await page.goto('/pdf-merger');
      await chooseFiles(page, [corpusFile('text-2pages-libreoffice.pdf'), path]);
      const merge = page.getByRole('button', { name: /^Merge \d+ PDFs$/ });
      await merge.click();
      await expect(page.getByTestId('toast').filter({ hasText: REFUSAL }).first()).toBeVisible({ timeout: 60_000 });
      await page.getByRole('button', { name: 'Remove unreadable files' }).click();
      await chooseFiles(page, corpusFile('photos-3pages.pdf'));
      await merge.click();
      await expect(page.getByTestId('toast').filter({ hasText: 'PDFs merged successfully.' })).toBeVisible({ timeout: 60_000 });
      expect(sha(path)).toBe(before);
    });
  }
});

/**
 * The metadata tools read and rewrite segments without decoding pixels: a truncated photo is cleaned
 * (what is there still shows; expected: 'cleaned'). A file with no readable image structure is
 * refused with a toast (expected: 'refused'), and so is the pixel bomb: its 23 KB of image data
 * cannot hold the 30 000 x 30 000 pixels it declares (deflate packs at most ~1032:1), so a 'clean'
 * copy would still not open; the toast says so (src/wasm/metadata/structure.ts).
 */
const BAD_IMAGES: { label: string; make: () => string; remover: 'refused' | 'cleaned' }[] = [
  { label: 'a zero-byte file', make: () => corpusFile('zero-byte.jpg'), remover: 'refused' },
  { label: 'the wrong type with the right extension', make: () => corpusFile('pdf-disguised.jpg'), remover: 'refused' },
  { label: 'a truncated photo', make: () => corpusFile('truncated-photo.jpg'), remover: 'cleaned' },
  { label: 'a PNG declaring 30 000 × 30 000 pixels', make: () => corpusFile('bomb-30000x30000.png'), remover: 'refused' },
];

test.describe('bad input on /remove-image-metadata', () => {
  for (const { label, make, remover } of BAD_IMAGES) {
    test(`${label}: ${remover === 'refused' ? 'a clear toast' : 'cleaned without decoding'}, then a good file is cleaned, the file is untouched`, async ({ page }) => {
      const path = make();
      const before = sha(path);
      const name = path.slice(path.lastIndexOf('/') + 1);
      await page.goto('/remove-image-metadata');
      await chooseFiles(page, path);
      await page.getByRole('button', { name: 'Remove All' }).click();
      const outcome = remover === 'refused' ? REFUSAL : /Successfully removed all metadata from 1 image/;
      await expect(page.getByTestId('toast').filter({ hasText: outcome }).first()).toBeVisible({ timeout: 60_000 });
      await page.getByRole('button', { name: `Remove ${name}` }).click();
      await chooseFiles(page, corpusFile('orientation-6.jpg'));
      await page.getByRole('button', { name: 'Remove All' }).click();
      await expect(page.getByTestId('toast').filter({ hasText: 'Successfully removed all metadata from 1 image(s).' })).toBeVisible({ timeout: 60_000 });
      expect(sha(path)).toBe(before);
    });
  }
});

test.describe('bad input on /image-metadata-editor', () => {
  for (const { label, make } of BAD_IMAGES.filter((b) => b.remover === 'refused')) {
    test(`${label}: a clear toast, then a good file opens for editing, the file is untouched`, async ({ page }) => {
      const path = make();
      const before = sha(path);
      await page.goto('/image-metadata-editor');
      await chooseFiles(page, path);
      await expect(page.getByTestId('toast').filter({ hasText: REFUSAL }).first()).toBeVisible({ timeout: 60_000 });
      await chooseFiles(page, corpusFile('orientation-1.jpg'));
      await page.getByRole('button', { name: 'Edit Metadata' }).click();
      await expect(page.getByLabel('Title', { exact: true })).toBeEditable();
      expect(sha(path)).toBe(before);
    });
  }
});
