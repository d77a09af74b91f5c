/**
 * /extract-archive (and /unzip) in Chromium, on archives of ../shared/realworld/archives: a sample
 * of each format extracted through the page, every member byte-identical to its `.members.tsv`
 * sha256; a password ZIP refused with a wrong password (that passes AES's quick check) and opened
 * with the right one; an encrypted 7z (names encrypted) and an encrypted RAR 5 opened by 7-Zip after
 * a wrong password; a zip bomb refused; a zip-slip archive written into a picked folder with
 * nothing outside it; a damaged archive extracting what it can; previews; the /unzip alias.
 * The folder picker is the File System Access API's: here it hands out a folder of the origin's
 * private file system, which the test reads back.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';
import type { Download, Page } from '@playwright/test';
import { readManifest } from '../helpers/corpus';
import { chooseFiles, expect, gotoHydrated, realworldFile, seriousA11yViolations, test } from './fixtures/test';

const FOLDER = 'archives';

interface Member {
  path: string;
  sha256: string;
  kind: string;
}

/** The archive's parts (in the manifest's order, or just the file) and its file members. */
function archive(file: string): { parts: string[]; members: Member[]; facts: string } {
  const manifest = realworldFile(FOLDER, 'MANIFEST.tsv');
  const row = readManifest(manifest).find((r) => r.file === file);
  if (!row) throw new Error(`${file} is not in the manifest`);
  const folder = file.includes('/') ? file.slice(0, file.lastIndexOf('/') + 1) : '';
  const listed = /parts \(in order\)=(\S+)/.exec(row.facts)?.[1];
  const parts = (listed ? listed.split(';').map((name) => folder + name) : [file]).map((part) => realworldFile(FOLDER, part));
  const members = readManifest(realworldFile(FOLDER, `${file}.members.tsv`))
    .filter((m) => m.kind === 'file' && m.sha256 !== '-')
    .map((m) => ({ path: m.path.normalize('NFC'), sha256: m.sha256, kind: m.kind }));
  return { parts, members, facts: row.facts };
}

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** The entries of a downloaded ZIP, by NFC path, as sha256. */
async function zipHashes(download: Download): Promise<Map<string, string>> {
  const entries = unzipSync(new Uint8Array(readFileSync(await download.path())));
  return new Map(Object.entries(entries).filter(([name]) => !name.endsWith('/')).map(([name, bytes]) => [name.normalize('NFC'), sha256(bytes)]));
}

async function open(page: Page, parts: string[], path = '/extract-archive') {
  await gotoHydrated(page, path);
  await chooseFiles(page, parts);
  await expect(page.getByTestId('archive-summary')).toBeVisible();
}

async function downloadZip(page: Page): Promise<Download> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download as ZIP' }).click();
  return downloading;
}

/** Every member comes out of the page's ZIP with its exact bytes, and nothing else does. */
async function expectAllMembers(page: Page, file: string) {
  const { parts, members } = archive(file);
  await open(page, parts);
  const hashes = await zipHashes(await downloadZip(page));
  for (const member of members) expect(hashes.get(member.path), `${file}: ${member.path}`).toBe(member.sha256);
  expect(hashes.size, file).toBe(members.length);
  await expect(page.getByTestId('toast')).toContainText('Files Extracted');
}

/** The folder picker hands out `picked/` in the origin's private file system. */
async function stubFolderPicker(page: Page) {
  await page.addInitScript(() => {
    (window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }).showDirectoryPicker = async () =>
      (await navigator.storage.getDirectory()).getDirectoryHandle('picked', { create: true });
  });
}

/** Every file in the private file system, by path from its root, as sha256. */
async function privateFiles(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const out: Record<string, string> = {};
    const walk = async (dir: FileSystemDirectoryHandle, prefix: string) => {
      for await (const [name, handle] of (dir as unknown as { entries(): AsyncIterable<[string, FileSystemHandle]> }).entries()) {
        if (handle.kind === 'directory') await walk(handle as FileSystemDirectoryHandle, `${prefix}${name}/`);
        else {
          const bytes = await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer();
          const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
          out[`${prefix}${name}`] = [...digest].map((b) => b.toString(16).padStart(2, '0')).join('');
        }
      }
    };
    await walk(await navigator.storage.getDirectory(), '');
    return out;
  });
}

test.describe('/extract-archive', () => {
  // One of each format family: ZIP (deflate, Deflate64, bzip2 and LZMA entries, split), 7z (solid LZMA2, PPMd, volumes), RAR 4 and 5 (multi-part),
  // TAR and its compressed forms, single compressed files, ISO and CAB.
  for (const file of [
    'zip-deflate.zip',
    'zip-deflate64.zip',
    'zip-lzma.zip',
    'zip-split.zip',
    '7z-lzma2-solid.7z',
    '7z-ppmd.7z',
    '7z-volumes.7z.001',
    'rar/test_read_format_rar_compress_best.rar',
    'rar/test_read_format_rar5_multiarchive.part01.rar',
    'tar-pax.tar',
    'tar-gnu.tar.gz',
    'tar-gnu.tar.xz',
    'tar-gnu.tar.bz2',
    'tar-gnu.tar.zst',
    'server.log.gz',
    'text-4pages-pdflatex.pdf.xz',
    'server.log.zst',
    'tree.iso',
    'docs.cab',
  ]) {
    test(`${file}: every member byte-identical`, async ({ page }) => {
      await expectAllMembers(page, file);
    });
  }

  test('the libarchive wasm is fetched only once a non-ZIP archive arrives', async ({ page }) => {
    const wasm: string[] = [];
    page.context().on('request', (request) => {
      if (/libarchive[^/]*\.wasm/.test(request.url())) wasm.push(request.url());
    });
    await expectAllMembers(page, 'zip-deflate.zip');
    expect(wasm).toEqual([]);
    await expectAllMembers(page, 'tar-gnu.tar.zst');
    expect(wasm.length).toBeGreaterThan(0);
    expect(wasm.every((url) => new URL(url).origin === new URL(page.url()).origin)).toBe(true);
  });

  test('a folder tree with sizes, dates and a total, search, preview, axe', async ({ page }) => {
    const { parts } = archive('zip-deflate.zip');
    await open(page, parts);
    await expect(page.getByTestId('archive-summary')).toHaveText(/ZIP · 16 files · 603\.67 KB in total/);
    await expect(page.getByTestId('archive-selection')).toContainText('16 of 16 files selected');
    // project-files/ opens by itself (it is the only folder at the top); its sub-folders are closed.
    const photos = page.getByRole('button', { name: /photos/ });
    await expect(photos).toHaveAttribute('aria-expanded', 'false');
    await photos.click();
    await expect(page.getByRole('checkbox', { name: 'Select project-files/photos/🌅 sunrise over the bay.png' })).toBeChecked();
    await page.getByRole('button', { name: 'Preview project-files/photos/scan-page-gray.png' }).click();
    const image = page.getByTestId('archive-preview-image');
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(100);

    await page.getByRole('searchbox', { name: 'Search files' }).fill('résumé');
    await expect(page.getByTestId('archive-search-count')).toHaveText('1 file matches.');
    await page.getByRole('button', { name: 'Preview project-files/naïve café/résumé.txt' }).click();
    await expect(page.getByTestId('archive-preview-text')).not.toBeEmpty();

    await page.getByRole('searchbox', { name: 'Search files' }).fill('pdflatex');
    await page.getByRole('button', { name: 'Preview project-files/docs/text-4pages-pdflatex.pdf' }).click();
    await expect(page.getByTestId('archive-preview-pdf')).toBeVisible();
    await expect(page.getByTestId('archive-preview')).toContainText('Page 1 of 4');

    expect(await seriousA11yViolations(page)).toEqual([]);

    // A selection: only the ticked files come out.
    await page.getByRole('searchbox', { name: 'Search files' }).fill('');
    await page.getByRole('button', { name: 'Select None' }).click();
    await page.getByRole('checkbox', { name: 'Select folder project-files/photos' }).check();
    await expect(page.getByTestId('archive-selection')).toContainText('4 of 16 files selected');
    const hashes = await zipHashes(await downloadZip(page));
    expect([...hashes.keys()].sort()).toEqual(archive('zip-deflate.zip').members.filter((m) => m.path.startsWith('project-files/photos/')).map((m) => m.path).sort());
  });

  test('one file saved on its own, byte-identical', async ({ page }) => {
    const { parts, members } = archive('7z-lzma2-solid.7z');
    await open(page, parts);
    await page.getByRole('searchbox', { name: 'Search files' }).fill('server.log');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save project-files/data/server.log' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('server.log');
    expect(sha256(new Uint8Array(readFileSync(await download.path())))).toBe(members.find((m) => m.path === 'project-files/data/server.log')?.sha256);
  });

  for (const [file, wrong, right] of [
    ['wrong-password-aes.zip', 'light-42597', 'lighthouse'],
    ['wrong-password-zipcrypto.zip', 'gull-275', 'seagull'],
  ]) {
    test(`${file}: a wrong password (passing the quick check) is named, the right one opens it`, async ({ page }) => {
      const { parts, members } = archive(file);
      await open(page, parts);
      await expect(page.getByTestId('archive-summary')).toContainText('password-protected');
      await page.getByRole('button', { name: 'Download as ZIP' }).click();
      await expect(page.getByTestId('archive-password-problem')).toHaveText('This archive is password-protected. Enter its password to extract the files.');
      const field = page.getByLabel('Archive password');
      await field.fill(wrong);
      await page.getByRole('button', { name: 'Download as ZIP' }).click();
      await expect(page.getByTestId('archive-password-problem')).toHaveText('That password does not open this archive. Check it and try again.');
      await expect(page.getByTestId('toast')).toContainText('Wrong Password');
      await field.fill(right);
      await expect(page.getByTestId('archive-password-problem')).toBeHidden();
      const hashes = await zipHashes(await downloadZip(page));
      expect(Object.fromEntries(hashes)).toEqual(Object.fromEntries(members.map((m) => [m.path, m.sha256])));
    });
  }

  test('an encrypted 7z with encrypted names (7-Zip): a wrong password is named, the right one lists it, one file byte-identical', async ({ page }) => {
    const { parts, members, facts } = archive('7z-aes256-encrypted-headers.7z');
    const right = /\|\s*password=(\S+)/.exec(facts)?.[1] ?? '';
    await gotoHydrated(page, '/extract-archive');
    await chooseFiles(page, parts);
    await expect(page.getByTestId('archive-password-problem')).toHaveText('This archive is password-protected. Enter its password to extract the files.');
    const field = page.getByLabel('Archive password');
    await field.fill(`${right}!`);
    await page.getByRole('button', { name: 'Open Archive' }).click();
    await expect(page.getByTestId('archive-password-problem')).toHaveText('That password does not open this archive. Check it and try again.');
    await expect(page.getByTestId('toast')).toContainText('Wrong Password');
    await field.fill(right);
    await page.getByRole('button', { name: 'Open Archive' }).click();
    await expect(page.getByTestId('archive-summary')).toContainText(`${members.length} files`);
    await expect(page.getByTestId('archive-password-problem')).toBeHidden();
    await page.getByRole('searchbox', { name: 'Search files' }).fill('measurements');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save project-files/data/measurements.csv' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('measurements.csv');
    expect(sha256(new Uint8Array(readFileSync(await download.path())))).toBe(members.find((m) => m.path === 'project-files/data/measurements.csv')?.sha256);
    expect(await seriousA11yViolations(page)).toEqual([]);
  });

  test('an encrypted solid RAR 5 (7-Zip): listed, a wrong password named, the right one extracts one file and all, byte-identical', async ({ page }) => {
    const { parts, members } = archive('rar/test_read_format_rar5_solid_encrypted.rar');
    await open(page, parts);
    await expect(page.getByTestId('archive-summary')).toContainText('password-protected');
    await expect(page.getByTestId('archive-summary')).toContainText(`${members.length} files`);
    await page.getByRole('button', { name: 'Download as ZIP' }).click();
    await expect(page.getByTestId('archive-password-problem')).toHaveText('This archive is password-protected. Enter its password to extract the files.');
    const field = page.getByLabel('Archive password');
    await field.fill('passw0rd');
    await page.getByRole('button', { name: 'Download as ZIP' }).click();
    await expect(page.getByTestId('archive-password-problem')).toHaveText('That password does not open this archive. Check it and try again.');
    await expect(page.getByTestId('toast')).toContainText('Wrong Password');
    await field.fill('password');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save c.txt' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('c.txt');
    expect(sha256(new Uint8Array(readFileSync(await download.path())))).toBe(members.find((m) => m.path === 'c.txt')?.sha256);
    const hashes = await zipHashes(await downloadZip(page));
    expect(Object.fromEntries(hashes)).toEqual(Object.fromEntries(members.map((m) => [m.path, m.sha256])));
  });

  test('a zip bomb is refused before anything expands, and the page keeps working', async ({ page }) => {
    await gotoHydrated(page, '/extract-archive');
    await chooseFiles(page, archive('bomb-overlap.zip').parts);
    await expect(page.getByTestId('archive-problem')).toContainText('zip bomb');
    await expect(page.getByTestId('toast')).toContainText('Cannot Open This Archive');
    // A nested "bomb" is ten small archives: one level, inner archives stay files.
    await chooseFiles(page, archive('bomb-nested.zip').parts);
    await expect(page.getByTestId('archive-summary')).toContainText('10 files');
  });

  test('zip-slip: names that escape are shown, skipped, and nothing is written outside the picked folder', async ({ page }) => {
    await stubFolderPicker(page);
    const { parts, members } = archive('bad-zipslip.zip');
    await open(page, parts);
    await expect(page.getByTestId('archive-refused')).toContainText('4 entries will not be extracted');
    for (const name of ['../../evil.txt', '/abs/path.txt', 'C:\\win.txt', 'docs/../../../escape.txt']) {
      await expect(page.getByTestId('archive-file').filter({ hasText: name })).toContainText('skipped');
    }
    // Only the safe file can be ticked.
    await expect(page.getByRole('checkbox')).toHaveCount(1);
    await page.getByRole('button', { name: 'Extract to a Folder' }).click();
    await expect(page.getByTestId('archive-report')).toContainText('1 file extracted to “picked”');
    const ok = members.find((m) => m.path === 'ok.txt');
    expect(await privateFiles(page)).toEqual({ 'picked/ok.txt': ok?.sha256 });
  });

  test('into a picked folder: folders kept, every file byte-identical', async ({ page }) => {
    await stubFolderPicker(page);
    const { parts, members } = archive('tar-gnu.tar.gz');
    await open(page, parts);
    await page.getByRole('button', { name: 'Extract to a Folder' }).click();
    await expect(page.getByTestId('toast')).toContainText(`${members.length} files extracted to "picked"`);
    const written = await privateFiles(page);
    expect(Object.fromEntries(Object.entries(written).map(([path, hash]) => [path.normalize('NFC'), hash]))).toEqual(
      Object.fromEntries(members.map((m) => [`picked/${m.path}`, m.sha256])),
    );
  });

  test('Download Each File: one download per file, named by its last path part, UTF-8 names intact', async ({ page }) => {
    const { parts, members } = archive('names-utf8-flag.zip');
    await open(page, parts);
    const downloads: { name: string; sha256: string }[] = [];
    const all = new Promise<void>((done) => {
      page.on('download', async (download) => {
        downloads.push({ name: download.suggestedFilename().normalize('NFC'), sha256: sha256(new Uint8Array(readFileSync(await download.path()))) });
        if (downloads.length === members.length) done();
      });
    });
    await page.getByRole('button', { name: 'Download Each File' }).click();
    await all;
    expect(downloads.sort((a, b) => a.name.localeCompare(b.name))).toEqual(
      members.map((m) => ({ name: m.path.slice(m.path.lastIndexOf('/') + 1), sha256: m.sha256 })).sort((a, b) => a.name.localeCompare(b.name)),
    );
  });

  test('65,601 entries (65,600 files): listed, paged in the tree, and Cancel stops an extraction with the page still working', async ({ page }) => {
    await stubFolderPicker(page);
    await open(page, archive('zip64-many-entries.zip').parts);
    await expect(page.getByTestId('archive-summary')).toContainText('65,600 files');
    // The only folder at the top opens by itself, showing its first 200 files.
    await expect(page.getByRole('button', { name: 'many', exact: true })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('archive-file')).toHaveCount(200);
    await page.getByRole('button', { name: /^Show 1,000 more of 65,400$/ }).click();
    await expect(page.getByTestId('archive-file')).toHaveCount(1200);
    await page.getByRole('button', { name: 'Extract to a Folder' }).click();
    await expect(page.getByRole('progressbar', { name: 'Extracting files' })).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('toast')).toContainText('Extraction Cancelled');
    await expect(page.getByTestId('archive-actions')).toBeVisible();
    // The page keeps working: one file of the same archive comes out right after.
    await page.getByRole('searchbox', { name: 'Search files' }).fill('65599');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Save many/65599' }).click();
    expect(new TextDecoder().decode(readFileSync(await (await downloading).path()))).toBe('65599\n');
  });

  test('a damaged archive extracts what is whole and names what is not', async ({ page }) => {
    const { parts, members } = archive('bad-crc.zip');
    await open(page, parts);
    const hashes = await zipHashes(await downloadZip(page));
    await expect(page.getByTestId('toast')).toContainText('Extracted With Problems');
    const problems = page.getByTestId('archive-report-problems').getByRole('listitem');
    await expect(problems).not.toHaveCount(0);
    for (const [path, hash] of hashes) expect(members.find((m) => m.path === path)?.sha256, path).toBe(hash);
    expect(hashes.size + (await problems.count())).toBe(members.length);
  });

  test('a file that is no archive is named, and another file can be chosen', async ({ page }) => {
    await gotoHydrated(page, '/extract-archive');
    await chooseFiles(page, archive('bad-png-renamed.zip').parts);
    await expect(page.getByTestId('archive-problem')).toContainText('not an archive');
    await chooseFiles(page, archive('zip-stored.zip').parts);
    await expect(page.getByTestId('archive-summary')).toContainText('16 files');
  });

  test('/unzip is the same tool, with /extract-archive as its canonical page', async ({ page }) => {
    const response = await gotoHydrated(page, '/unzip');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Extract Archive');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/extract-archive$/);
    await chooseFiles(page, archive('names-cp437.zip').parts);
    await expect(page.getByTestId('archive-summary')).toContainText('4 files');
    const hashes = await zipHashes(await downloadZip(page));
    expect(Object.fromEntries(hashes)).toEqual(Object.fromEntries(archive('names-cp437.zip').members.map((m) => [m.path, m.sha256])));
  });
});
