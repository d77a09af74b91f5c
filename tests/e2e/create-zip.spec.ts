import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { unzipSync } from 'fflate';
import type { Download, Page } from '@playwright/test';
import { readCentralDirectory } from '../helpers/centralDirectory';
import { chooseFiles, corpusFile, expect, seriousA11yViolations, test } from './fixtures/test';

const toast = (page: Page) => page.getByTestId('toast');
const corpusBytes = (name: string) => new Uint8Array(readFileSync(corpusFile(name)));

/** Saves the download, checks it with Info-ZIP `unzip -t`, and returns its entries (fflate). */
async function openArchive(download: Download): Promise<Record<string, Uint8Array>> {
  return unzipSync(await checkedBytes(download));
}

async function checkedBytes(download: Download): Promise<Uint8Array> {
  const path = await download.path();
  expect(execFileSync('unzip', ['-t', path], { encoding: 'utf8' })).toContain('No errors detected');
  return new Uint8Array(readFileSync(path));
}

const sameBytes = (a: Uint8Array, b: Uint8Array) => Buffer.compare(a, b) === 0;

/** 7-Zip (p7zip-full) checks the password-protected archives: Info-ZIP unzip cannot read AES. */
const has7z = spawnSync('7z', ['i']).status === 0;

/** Extracts a downloaded password-protected ZIP with `7z x -p...` and returns its files, by path. */
async function extractWith7z(download: Download, password: string): Promise<Record<string, Uint8Array>> {
  const out = mkdtempSync(join(tmpdir(), 'zip-aes-e2e-'));
  const listing = execFileSync('7z', ['l', '-slt', `-p${password}`, await download.path()], { encoding: 'utf8' });
  expect(listing).toContain('AES-256');
  execFileSync('7z', ['x', `-p${password}`, `-o${out}`, '-y', await download.path()], { encoding: 'utf8' });
  const files: Record<string, Uint8Array> = {};
  const walk = (dir: string, prefix: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name), `${prefix}${entry.name}/`);
      else files[`${prefix}${entry.name}`] = new Uint8Array(readFileSync(join(dir, entry.name)));
    }
  };
  walk(out, '');
  return files;
}

test.describe('/create-zip (ZIP Creator)', () => {
  test('adds, removes, zips at the chosen level and downloads a valid archive', async ({ page }) => {
    await page.goto('/create-zip');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ZIP Creator');
    await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toContainText('ZIP Creator');
    const create = page.getByRole('button', { name: 'Create ZIP Archive' });
    await expect(create).toBeDisabled();
    await expect(page.getByText('Faster (Less Compression)')).toBeVisible();
    await expect(page.getByText('Smaller (More Compression)')).toBeVisible();
    const level = page.getByRole('slider', { name: 'Compression Level' });
    await expect(level).toHaveValue('5');

    await chooseFiles(page, [corpusFile('orientation-1.jpg'), corpusFile('text-2pages-libreoffice.pdf')]);
    await chooseFiles(page, [corpusFile('astronaut-rgb.png'), corpusFile('ball-720x576-h264-aac.mp4')]);
    const list = page.getByRole('list', { name: 'Files to zip' });
    await expect(list.getByRole('listitem')).toHaveCount(4);
    await expect(list.getByRole('listitem').first()).toContainText('orientation-1.jpg');
    await page.getByRole('button', { name: 'Remove astronaut-rgb.png' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(3);

    await level.focus();
    await page.keyboard.press('End');
    await expect(level).toHaveValue('9');
    await create.click();
    await expect(toast(page)).toContainText('ZIP File Created Successfully');
    await expect(toast(page)).toContainText('3 files compressed at level 9.');
    await expect(create).toBeHidden();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download ZIP Archive' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('archive.zip');
    await expect(toast(page)).toContainText('Download Started');
    await expect(toast(page)).toContainText(/Your ZIP file "archive\.zip" \(\d+\.\d\d (KB|MB)\) is downloading\./);
    const bytes = await checkedBytes(download);
    const entries = unzipSync(bytes);
    expect(Object.keys(entries)).toEqual(['orientation-1.jpg', 'text-2pages-libreoffice.pdf', 'ball-720x576-h264-aac.mp4']);
    // The photo and the clip are stored as they are; the PDF is deflated.
    expect(readCentralDirectory(bytes).map((e) => e.method)).toEqual([0, 8, 0]);
    for (const [name, bytes] of Object.entries(entries)) expect(sameBytes(bytes, corpusBytes(name)), name).toBe(true);

    // Removing a file discards the archive: Create comes back.
    await page.getByRole('button', { name: 'Remove orientation-1.jpg' }).click();
    await expect(create).toBeEnabled();
    await expect(page.getByRole('button', { name: 'Download ZIP Archive' })).toBeHidden();
  });

  test('a chosen folder keeps its paths, UTF-8 names survive, duplicates become "name (2)"', async ({ page }) => {
    const root = mkdtempSync(join(tmpdir(), 'zip-e2e-'));
    const folder = join(root, 'Vacances été');
    mkdirSync(join(folder, '写真'), { recursive: true });
    writeFileSync(join(folder, 'notes.txt'), 'carnet de voyage\n'.repeat(500));
    writeFileSync(join(folder, '写真', 'gps-nikon-coolpix.jpg'), corpusBytes('gps-nikon-coolpix.jpg'));

    await page.goto('/create-zip');
    await chooseFiles(page, folder, 'folder-input');
    await chooseFiles(page, corpusFile('gps-nikon-coolpix.jpg'));
    await chooseFiles(page, corpusFile('gps-nikon-coolpix.jpg'));
    await expect(page.getByRole('list', { name: 'Files to zip' }).getByRole('listitem')).toHaveCount(4);
    await expect(page.getByText('Vacances été/写真/gps-nikon-coolpix.jpg')).toBeVisible();
    await page.getByRole('button', { name: 'Create ZIP Archive' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download ZIP Archive' }).click();
    const entries = await openArchive(await downloading);
    expect(Object.keys(entries).sort()).toEqual(
      ['Vacances été/notes.txt', 'Vacances été/写真/gps-nikon-coolpix.jpg', 'gps-nikon-coolpix.jpg', 'gps-nikon-coolpix (2).jpg'].sort(),
    );
    const photo = corpusBytes('gps-nikon-coolpix.jpg');
    for (const name of ['Vacances été/写真/gps-nikon-coolpix.jpg', 'gps-nikon-coolpix.jpg', 'gps-nikon-coolpix (2).jpg']) {
      expect(sameBytes(entries[name], photo), name).toBe(true);
    }
    expect(new TextDecoder().decode(entries['Vacances été/notes.txt'])).toBe('carnet de voyage\n'.repeat(500));
  });

  test('Cancel stops a long job and the page keeps working', async ({ page }) => {
    const big = join(mkdtempSync(join(tmpdir(), 'zip-e2e-')), 'big-log.txt');
    let seed = 7;
    const line = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), `${seed.toString(36)} event=${seed % 97}\n`);
    writeFileSync(big, Array.from({ length: 2_000_000 }, line).join(''));
    await page.goto('/create-zip');
    await chooseFiles(page, big);
    await page.getByRole('slider', { name: 'Compression Level' }).focus();
    await page.keyboard.press('End');
    await page.getByRole('button', { name: 'Create ZIP Archive' }).click();
    await expect(page.getByRole('button', { name: 'Creating ZIP Archive...' })).toBeDisabled();
    const bar = page.getByRole('progressbar', { name: 'Creating ZIP archive' });
    await expect(bar).toBeVisible();
    // The bar follows the job on its own (the page does not re-render for progress).
    await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow')), { timeout: 20_000 }).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Create ZIP Archive' })).toBeEnabled();
    await expect(page.getByTestId('zip-result')).toBeHidden();
    await page.getByRole('button', { name: 'Remove big-log.txt' }).click();
    await chooseFiles(page, corpusFile('orientation-2.jpg'));
    await page.getByRole('button', { name: 'Create ZIP Archive' }).click();
    await expect(page.getByRole('button', { name: 'Download ZIP Archive' })).toBeVisible();
  });

  test('Protect with a password: AES-256 that 7z x opens to identical bytes, at the chosen level', async ({ page }) => {
    test.skip(!has7z, '7z (p7zip-full) is not installed');
    const names = ['text-2pages-libreoffice.pdf', 'orientation-1.jpg'];
    await page.goto('/create-zip');
    await chooseFiles(page, names.map(corpusFile));
    await page.getByRole('checkbox', { name: 'Protect with a password' }).check();
    await expect(page.getByTestId('zip-password-option')).toContainText('cannot');
    await page.getByRole('button', { name: 'Create ZIP Archive' }).click();
    await expect(toast(page)).toContainText('Password needed');
    await page.getByLabel('ZIP password').fill('Sürprise-2026');
    const level = page.getByRole('slider', { name: 'Compression Level' });
    await level.focus();
    await page.keyboard.press('End');
    await page.getByRole('button', { name: 'Create ZIP Archive' }).click();
    await expect(toast(page)).toContainText('ZIP File Created Successfully');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download ZIP Archive' }).click();
    const download = await downloading;
    const files = await extractWith7z(download, 'Sürprise-2026');
    expect(Object.keys(files).sort()).toEqual([...names].sort());
    for (const name of names) expect(sameBytes(files[name], corpusBytes(name)), name).toBe(true);
    // A wrong password does not open it.
    expect(spawnSync('7z', ['t', '-pwrong', await download.path()]).status).not.toBe(0);
    // Changing the password discards the archive.
    await page.getByLabel('ZIP password').fill('another');
    await expect(page.getByRole('button', { name: 'Create ZIP Archive' })).toBeEnabled();
  });

  test('has no serious accessibility violations with files listed', async ({ page }) => {
    await page.goto('/create-zip');
    await chooseFiles(page, [corpusFile('orientation-1.jpg'), corpusFile('form-libreoffice.pdf')]);
    await page.getByRole('checkbox', { name: 'Protect with a password' }).check();
    await expect(page.getByLabel('ZIP password')).toBeVisible();
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

test.describe('/create-zip-file (Free ZIP File Creator)', () => {
  test('a named, password-protected ZIP with a folder that 7z x opens to identical bytes', async ({ page }) => {
    test.skip(!has7z, '7z (p7zip-full) is not installed');
    const root = mkdtempSync(join(tmpdir(), 'zip-aes-folder-'));
    const folder = join(root, 'Contrats');
    mkdirSync(join(folder, 'signés'), { recursive: true });
    writeFileSync(join(folder, 'liste.txt'), 'clause\n'.repeat(2000));
    writeFileSync(join(folder, 'signés', 'text-2pages-libreoffice.pdf'), corpusBytes('text-2pages-libreoffice.pdf'));
    await page.goto('/create-zip-file');
    await chooseFiles(page, folder, 'folder-input');
    await page.getByLabel('ZIP File Name').fill('contrats');
    await page.getByRole('checkbox', { name: 'Protect with a password' }).check();
    await page.getByLabel('ZIP password').fill('clé secrète');
    await page.getByRole('button', { name: 'Create ZIP File' }).click();
    await expect(toast(page)).toContainText('ZIP File Created Successfully');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download ZIP File' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('contrats.zip');
    const files = await extractWith7z(download, 'clé secrète');
    expect(Object.keys(files).sort()).toEqual(['Contrats/liste.txt', 'Contrats/signés/text-2pages-libreoffice.pdf']);
    expect(new TextDecoder().decode(files['Contrats/liste.txt'])).toBe('clause\n'.repeat(2000));
    expect(sameBytes(files['Contrats/signés/text-2pages-libreoffice.pdf'], corpusBytes('text-2pages-libreoffice.pdf'))).toBe(true);
  });

  test('previews files, checks the name, creates and downloads "<name>.zip"', async ({ page }) => {
    await page.goto('/create-zip-file');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Free ZIP File Creator');
    await expect(page.getByRole('heading', { name: 'Add Files to ZIP' })).toBeVisible();
    await expect(page.getByText('Drag and drop files here, or click to browse')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'ZIP File Information' })).toBeVisible();
    const name = page.getByLabel('ZIP File Name');
    await expect(name).toHaveValue('archive.zip');

    const files = ['wood-4096.webp', 'palette-alpha-glow.png', 'text-4pages-pdflatex.pdf', 'cockatoo-vp9-opus.webm'];
    await chooseFiles(page, files.map(corpusFile));
    const grid = page.getByTestId('zip-preview-grid');
    await expect(grid.getByRole('listitem')).toHaveCount(4);
    await expect(grid.locator('img')).toHaveCount(2);
    await expect(grid.getByRole('listitem').nth(1)).toContainText(/\d+\.\d\d KB/);
    await expect(grid.getByRole('listitem').first()).toContainText(/\d+\.\d\d (KB|MB)/);

    await name.fill('   ');
    await page.getByRole('button', { name: 'Create ZIP File' }).click();
    await expect(toast(page)).toContainText('Invalid ZIP name');
    await expect(toast(page)).toContainText('Please enter a valid name for your ZIP file.');

    await name.fill('Holiday Bundle');
    await page.getByRole('button', { name: 'Create ZIP File' }).click();
    await expect(toast(page)).toContainText('Successfully created "Holiday Bundle.zip" with 4 files.');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download ZIP File' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Holiday Bundle.zip');
    await expect(toast(page)).toContainText('Your ZIP file "Holiday Bundle.zip"');
    const entries = await openArchive(download);
    expect(Object.keys(entries)).toEqual(files);
    for (const file of files) expect(sameBytes(entries[file], corpusBytes(file)), file).toBe(true);
  });

  test('dropped files are appended in order; .ZIP in any case is kept', async ({ page }) => {
    await page.goto('/create-zip-file');
    await chooseFiles(page, corpusFile('orientation-3.jpg'));
    const dataTransfer = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['first dropped'], 'dropped-1.txt', { type: 'text/plain' }));
      transfer.items.add(new File(['second dropped'], 'dropped-2.txt', { type: 'text/plain' }));
      return transfer;
    });
    await page.getByTestId('zip-drop-zone').dispatchEvent('drop', { dataTransfer });
    const grid = page.getByTestId('zip-preview-grid');
    await expect(grid.getByRole('listitem')).toHaveCount(3);
    await expect(grid.getByRole('listitem').nth(2)).toContainText('dropped-2.txt');
    await expect(grid.getByRole('listitem').nth(2)).toContainText('14 Bytes');
    await page.getByLabel('ZIP File Name').fill('Backup.ZIP');
    await page.getByRole('button', { name: 'Create ZIP File' }).click();
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download ZIP File' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('Backup.ZIP');
    const entries = await openArchive(download);
    expect(Object.keys(entries)).toEqual(['orientation-3.jpg', 'dropped-1.txt', 'dropped-2.txt']);
    expect(new TextDecoder().decode(entries['dropped-2.txt'])).toBe('second dropped');
  });

  test('has no serious accessibility violations with previews shown', async ({ page }) => {
    await page.goto('/create-zip-file');
    await chooseFiles(page, [corpusFile('orientation-1.jpg'), corpusFile('form-libreoffice.pdf')]);
    await expect(page.getByTestId('zip-preview-grid').getByRole('listitem')).toHaveCount(2);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});
