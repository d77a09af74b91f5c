import { readFileSync } from 'node:fs';
import { PDFDocument, PDFName, PDFNumber, PDFRawStream } from '@cantoo/pdf-lib';
import { unzlibSync } from 'fflate';
import { chooseFiles, corpusFile, expect, realworldFile, seriousA11yViolations, test } from './fixtures/test';
import { pdfjsText, renderGray } from '../helpers/pdfChecks';

type Page = import('@playwright/test').Page;
type Render = { width: number; height: number; pixels: Uint8Array };
const toast = (page: Page) => page.getByTestId('toast');
const placements = (page: Page) => page.getByTestId('placement');

async function open(page: Page, file: string) {
  await page.goto('/sign-pdf');
  await page.waitForLoadState('networkidle');
  await chooseFiles(page, file);
  await expect(page.getByTestId('placement-page')).toHaveAttribute('data-drawn', 'true');
}

async function download(page: Page) {
  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download signed PDF' }).click();
  const file = await downloadPromise;
  return { name: file.suggestedFilename(), bytes: new Uint8Array(readFileSync(await file.path())) };
}

/** Draws a zigzag signature across the pad with the mouse. */
async function drawSignature(page: Page) {
  const pad = page.getByTestId('signature-pad');
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.6);
  await page.mouse.down();
  for (let i = 1; i <= 16; i++) await page.mouse.move(box.x + box.width * (0.1 + i * 0.05), box.y + box.height * (i % 2 ? 0.25 : 0.75), { steps: 4 });
  await page.mouse.up();
}

/** A placement's box (fractions of the page as shown, from its top-left), as the page shows it. */
async function boxOf(page: Page, n = 0) {
  const placed = placements(page).nth(n);
  const read = async (name: string) => Number(await placed.getAttribute(`data-${name}`));
  return { x: await read('x'), y: await read('y'), width: await read('width'), height: await read('height') };
}

type Fraction = Awaited<ReturnType<typeof boxOf>>;

/** Render pixels of `box`, grown by `margin` pixels. */
const pixelRect = (box: Fraction, page: Render, margin = 0) => [
  Math.floor(box.x * page.width) - margin,
  Math.floor(box.y * page.height) - margin,
  Math.ceil((box.x + box.width) * page.width) + margin,
  Math.ceil((box.y + box.height) * page.height) + margin,
];

/** Pixels that changed between two renders, inside and outside the rectangle. */
function changes(before: Render, after: Render, [left, top, right, bottom]: number[]) {
  expect([after.width, after.height]).toEqual([before.width, before.height]);
  let inside = 0;
  let outside = 0;
  for (let row = 0; row < before.height; row++) {
    for (let column = 0; column < before.width; column++) {
      const i = row * before.width + column;
      if (Math.abs(before.pixels[i] - after.pixels[i]) <= 8) continue;
      if (column >= left && column < right && row >= top && row < bottom) inside += 1;
      else outside += 1;
    }
  }
  return { inside, outside };
}

test('a signature drawn with the mouse, placed on page 2 and dragged, is drawn there and nowhere else', async ({ page }) => {
  const source = corpusFile('text-2pages-libreoffice.pdf');
  await open(page, source);
  await expect(page.getByTestId('visual-signature-note')).toContainText('not a certificate-based digital signature');
  await expect(page.getByTestId('pdf-status')).toHaveText('text-2pages-libreoffice.pdf: 2 pages');
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByTestId('placement-page')).toHaveAttribute('data-page', '2');
  await expect(page.getByTestId('placement-page')).toHaveAttribute('data-drawn', 'true');

  await drawSignature(page);
  await page.getByRole('button', { name: 'Use this signature' }).click();
  await expect(placements(page)).toHaveCount(1);
  const placed = await boxOf(page);

  // Drag it up and to the left by a tenth of the page.
  await page.getByTestId('placement-page').scrollIntoViewIfNeeded();
  const frame = (await page.getByTestId('placement-page').boundingBox())!;
  const handle = (await placements(page).first().boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2 - frame.width * 0.1, handle.y + handle.height / 2 - frame.height * 0.1, { steps: 8 });
  await page.mouse.up();
  const moved = await boxOf(page);
  expect(moved.x).toBeCloseTo(placed.x - 0.1, 2);
  expect(moved.y).toBeCloseTo(placed.y - 0.1, 2);
  expect(moved.width).toBeCloseTo(placed.width, 4);
  await expect(page.getByTestId('pages-summary')).toHaveText('1 mark on page 2, drawn into the pages when you sign.');
  await expect(page.getByTestId('page-thumb').nth(1)).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Sign PDF' }).click();
  await expect(page.getByRole('heading', { name: 'PDF Signed!' })).toBeVisible();
  await expect(toast(page)).toContainText('Signing Complete');
  const { name, bytes } = await download(page);
  expect(name).toBe('text-2pages-libreoffice_signed.pdf');

  const [before1, before2] = renderGray(new Uint8Array(readFileSync(source)), 72);
  const [after1, after2] = renderGray(bytes, 72);
  expect(changes(before1, after1, [0, 0, 0, 0])).toEqual({ inside: 0, outside: 0 });
  const drawn = changes(before2, after2, pixelRect(moved, after2, 2));
  expect(drawn.outside).toBe(0);
  // The zigzag's ink covers a good share of its box.
  const [l, t, r, b] = pixelRect(moved, after2);
  expect(drawn.inside).toBeGreaterThan((r - l) * (b - t) * 0.05);
  // The page's own text is still there.
  const text = await pdfjsText(bytes);
  expect(text[1]).toContain((await pdfjsText(new Uint8Array(readFileSync(source))))[1].trim().slice(0, 40));
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('the date and initials are placed and moved with the keyboard alone, and written as text', async ({ page }) => {
  const source = corpusFile('text-4pages-pdflatex.pdf');
  await open(page, source);
  await page.getByLabel('Initials', { exact: true }).focus();
  await page.keyboard.type('JD');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Place initials on page 1' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(placements(page)).toHaveCount(1);
  const placed = await boxOf(page);

  // The mark just placed has the focus: the arrow keys move it at once.
  await expect(placements(page).first()).toBeFocused();
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Shift+ArrowUp');
  await page.keyboard.press('+');
  const moved = await boxOf(page);
  expect(moved.width).toBeCloseTo(placed.width * 1.1, 3);
  expect(moved.x + moved.width / 2).toBeCloseTo(placed.x + placed.width / 2 - 0.05, 3);
  expect(moved.y + moved.height / 2).toBeCloseTo(placed.y + placed.height / 2 - 0.05, 3);

  // The labelled buttons do the same.
  await page.getByRole('button', { name: 'Move down' }).click();
  expect((await boxOf(page)).y).toBeCloseTo(moved.y + 0.01, 3);

  const date = page.getByLabel('Date', { exact: true });
  await date.fill('27/11/2026');
  await page.getByRole('button', { name: 'Place date on page 1' }).click();
  await expect(placements(page)).toHaveCount(2);
  await placements(page).nth(1).focus();
  await page.keyboard.press('Delete');
  await expect(placements(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Place date on page 1' }).click();
  await expect(placements(page)).toHaveCount(2);

  await page.getByRole('button', { name: 'Sign PDF' }).click();
  const { bytes } = await download(page);
  const before = await pdfjsText(new Uint8Array(readFileSync(source)));
  const after = await pdfjsText(bytes);
  expect(after[0]).toContain('JD');
  expect(after[0]).toContain('27/11/2026');
  expect(after.slice(1)).toEqual(before.slice(1));
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('"Remember on this device" keeps a signature in this browser until it is deleted', async ({ page }) => {
  await open(page, corpusFile('text-2pages-libreoffice.pdf'));
  await expect(page.getByTestId('saved-signature')).toHaveCount(0);
  await page.getByLabel('Remember on this device').check();
  await drawSignature(page);
  await page.getByRole('button', { name: 'Use this signature' }).click();
  await expect(page.getByTestId('saved-signature')).toHaveCount(1);

  await open(page, corpusFile('text-4pages-pdflatex.pdf'));
  await expect(page.getByLabel('Remember on this device')).toBeChecked();
  await expect(page.getByTestId('saved-signature')).toHaveCount(1);
  await page.getByRole('button', { name: 'Place saved signature 1' }).click();
  await expect(placements(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Delete saved signature 1' }).click();
  await expect(page.getByTestId('saved-signature')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('filesmith.signatures'))).toBeNull();
  // The placed copy is still on the page, and signs.
  await page.getByRole('button', { name: 'Sign PDF' }).click();
  await expect(page.getByRole('heading', { name: 'PDF Signed!' })).toBeVisible();
});

test('a typed signature uses a handwriting font from this site; an uploaded one loses its paper', async ({ page }) => {
  await open(page, corpusFile('text-2pages-libreoffice.pdf'));
  const fonts: string[] = [];
  page.on('request', (request) => request.url().endsWith('.woff2') && fonts.push(new URL(request.url()).pathname));
  await page.getByRole('tab', { name: 'Type' }).click();
  await page.getByLabel('Your name').fill('Jane Doe');
  await page.getByLabel('Great Vibes').check();
  await page.getByRole('button', { name: 'Use this signature' }).click();
  await expect(placements(page)).toHaveCount(1);
  expect(fonts.some((path) => path.includes('great-vibes'))).toBe(true);
  await placements(page).first().focus();
  await page.keyboard.press('Delete');
  await expect(placements(page)).toHaveCount(0);

  await page.getByRole('tab', { name: 'Upload' }).click();
  await page.getByTestId('signature-file-input').setInputFiles(corpusFile('truncated-libreoffice.pdf'));
  await expect(page.getByTestId('signature-problem')).toContainText('is not a picture this browser can read');
  // A black bar on white paper.
  const png = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(200, 80);
    const context = canvas.getContext('2d')!;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, 200, 80);
    context.fillStyle = '#000';
    context.fillRect(40, 30, 120, 20);
    return [...new Uint8Array(await (await canvas.convertToBlob({ type: 'image/png' })).arrayBuffer())];
  });
  await page.getByTestId('signature-file-input').setInputFiles({ name: 'scan.png', mimeType: 'image/png', buffer: Buffer.from(png) });
  await expect(placements(page)).toHaveCount(1);
  const box = await boxOf(page);
  // Cut to the ink (120 × 20) with a margin of 6 on each side: 132 × 32, its proportions kept on the page.
  const frame = (await page.getByTestId('placement-page').boundingBox())!;
  expect((box.width * frame.width) / (box.height * frame.height)).toBeCloseTo(132 / 32, 1);
  await page.getByRole('button', { name: 'Sign PDF' }).click();
  const { bytes } = await download(page);
  const [rendered] = renderGray(bytes, 72);
  const [l, t, r, b] = pixelRect(box, rendered);
  // The paper around the bar is transparent: the bar's share of its box is about 120 × 20 of 132 × 32.
  let dark = 0;
  for (let row = t; row < b; row++) for (let column = l; column < r; column++) if (rendered.pixels[row * rendered.width + column] < 128) dark += 1;
  const share = dark / ((r - l) * (b - t));
  expect(share).toBeGreaterThan(0.4);
  expect(share).toBeLessThan(0.75);
  // The picture's soft mask: the paper (its corner) is see-through, the ink (its middle) opaque.
  const doc = await PDFDocument.load(bytes);
  const masks = [...doc.context.enumerateIndirectObjects()].flatMap(([, object]) => {
    const mask = object instanceof PDFRawStream ? object.dict.lookup(PDFName.of('SMask')) : undefined;
    return mask instanceof PDFRawStream ? [mask] : [];
  });
  expect(masks).toHaveLength(1);
  const [mask] = masks;
  const width = (mask.dict.lookup(PDFName.of('Width')) as PDFNumber).asNumber();
  const height = (mask.dict.lookup(PDFName.of('Height')) as PDFNumber).asNumber();
  expect([width, height]).toEqual([132, 32]);
  const alpha = unzlibSync(mask.contents);
  expect(alpha[0]).toBe(0);
  expect(alpha[16 * width + 66]).toBe(255);
});

test('a signed PDF asks before signing; a protected one asks for its password; a damaged one is refused', async ({ page }) => {
  await page.goto('/sign-pdf');
  await page.waitForLoadState('networkidle');
  await chooseFiles(page, corpusFile('truncated-libreoffice.pdf'));
  await expect(page.getByTestId('pdf-problem')).toContainText('The file is damaged or is not a PDF.');
  await expect(toast(page)).toContainText('Cannot open this PDF');
  // A photo renamed .pdf, and a file that is not a PDF at all.
  await chooseFiles(page, { name: 'photo.pdf', mimeType: 'application/pdf', buffer: readFileSync(corpusFile('progressive-nikon.jpg')) });
  await expect(page.getByTestId('pdf-problem')).toContainText('The file is damaged or is not a PDF.');
  await chooseFiles(page, corpusFile('progressive-nikon.jpg'));
  await expect(toast(page).filter({ hasText: 'Please select a PDF file.' })).toBeVisible();

  await chooseFiles(page, corpusFile('encrypted-userpw-peanuts.pdf'));
  await page.getByLabel('Password for encrypted-userpw-peanuts.pdf').fill('peanuts');
  await page.getByRole('button', { name: 'Unlock PDF' }).click();
  await expect(page.getByTestId('placement-page')).toHaveAttribute('data-drawn', 'true');
  await page.getByRole('button', { name: 'Sign PDF' }).click();
  await expect(toast(page).filter({ hasText: 'Check the placements' })).toBeVisible();

  await chooseFiles(page, realworldFile('pdfjs', 'signed_verified.pdf'));
  await expect(page.getByTestId('placement-page')).toHaveAttribute('data-drawn', 'true');
  await page.getByLabel('Initials', { exact: true }).fill('AB');
  await page.getByRole('button', { name: 'Place initials on page 1' }).click();
  await page.getByRole('button', { name: 'Sign PDF' }).click();
  await expect(page.getByTestId('pdf-signed-warning')).toContainText('its existing digital signature will no longer be valid');
  await page.getByRole('button', { name: 'Sign anyway' }).click();
  const { bytes } = await download(page);
  expect((await pdfjsText(bytes))[0]).toContain('AB');
  expect(await seriousA11yViolations(page)).toEqual([]);
});

test('a finger draws on the pad too (touch pointer events), and the page does not scroll under it', async ({ page }) => {
  await open(page, corpusFile('text-2pages-libreoffice.pdf'));
  const pad = page.getByTestId('signature-pad');
  await pad.scrollIntoViewIfNeeded();
  await expect(pad).toHaveCSS('touch-action', 'none');
  const box = (await pad.boundingBox())!;
  const touch = { pointerId: 7, pointerType: 'touch', isPrimary: true, button: 0, buttons: 1, bubbles: true };
  const at = (fx: number, fy: number) => ({ ...touch, clientX: box.x + box.width * fx, clientY: box.y + box.height * fy });
  await pad.dispatchEvent('pointerdown', at(0.2, 0.5));
  for (let i = 1; i <= 10; i++) await pad.dispatchEvent('pointermove', at(0.2 + i * 0.05, 0.5 + (i % 2 ? -0.2 : 0.2)));
  await pad.dispatchEvent('pointerup', at(0.7, 0.5));
  await page.getByRole('button', { name: 'Use this signature' }).click();
  await expect(placements(page)).toHaveCount(1);
  const placed = await boxOf(page);
  // The stroke ran across half the pad and 40% of its height: the cut picture is wider than tall.
  expect(placed.width).toBeGreaterThan(placed.height);
});

test('a real-world 15-page PDF: page 15 chosen from the thumbnails is signed where placed, the other pages untouched', async ({ page }) => {
  const source = realworldFile('pdf-train', 'tex-vtex-test-pst.pdf');
  await open(page, source);
  await expect(page.getByTestId('pdf-status')).toHaveText('tex-vtex-test-pst.pdf: 15 pages');
  const last = page.getByTestId('page-thumb').nth(14);
  await last.scrollIntoViewIfNeeded();
  await last.click();
  await expect(page.getByTestId('placement-page-number')).toHaveText('Page 15 of 15');
  await expect(page.getByTestId('placement-page')).toHaveAttribute('data-drawn', 'true');
  await drawSignature(page);
  await page.getByRole('button', { name: 'Use this signature' }).click();
  await expect(placements(page)).toHaveCount(1);
  // Make it larger with the labelled control.
  await page.getByRole('button', { name: 'Larger' }).click();
  const placed = await boxOf(page);
  await expect(last).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Sign PDF' }).click();
  const { bytes } = await download(page);

  const before = renderGray(new Uint8Array(readFileSync(source)), 36);
  const after = renderGray(bytes, 36);
  expect(after).toHaveLength(15);
  after.forEach((rendered, n) => {
    const rect = n === 14 ? pixelRect(placed, rendered, 2) : [0, 0, 0, 0];
    const changed = changes(before[n], rendered, rect);
    expect(changed.outside).toBe(0);
    if (n === 14) expect(changed.inside).toBeGreaterThan(20);
  });
});
