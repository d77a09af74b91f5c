import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const script = new URL('../../../scripts/crawl-pages.mjs', import.meta.url).pathname;

const page = (lang: string, body: string, title = '[Ŧöŏĺš~~]') =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title><meta name="description" content="[Đéšçŕîþŧîöñ~~~]"></head><body>${body}<script>var english = "never read";</script></body></html>`;

/** A made-up build with the pages given (path → html), English home included. */
function fakeDist(pages: Record<string, string>): string {
  const dist = mkdtempSync(join(tmpdir(), 'crawl-'));
  const all = { 'index.html': page('en', '<a href="/">Home</a>'), ...pages };
  for (const [path, html] of Object.entries(all)) {
    mkdirSync(join(dist, path, '..'), { recursive: true });
    writeFileSync(join(dist, path), html);
  }
  return dist;
}

const crawl = (dist: string) => {
  const run = spawnSync(process.execPath, [script], { env: { ...process.env, DIST: dist }, encoding: 'utf8' });
  return { status: run.status, out: run.stdout + run.stderr };
};

describe('the page crawler', () => {
  it('passes a pseudo-locale page whose words all went through the catalogs, and English or another language marked as such', () => {
    const dist = fakeDist({
      'qps/x-tool.html': page('en-XA', '<h1>[Ćöḿṕŕéšš ṔĎƑ~~]</h1><p>[Ŝîžé: 2 MB~]</p><img alt="[Ƥŕéṽîéŵ~~]" src="/a.png"><article lang="en"><p>This article is in English only.</p></article><code>unzip file.zip</code><a href="/">[Ĥöɱé~]</a><p>[Ŝàṽéđ àš~] archive.zip, [ŝéé~] https://filesmith.app/privacy [öñ~] April 29, 2023</p><h2 lang="en">English Only Title</h2><ul><li><span lang="de">Deutsch</span></li><li><span lang="pt-BR">Português (Brasil)</span></li></ul>'),
    });
    const { status, out } = crawl(dist);
    expect(out).toContain('0 broken links, 0 pages with English left');
    expect(status).toBe(0);
  });

  it('fails a pseudo-locale page with plain English in its text, accessible names or head', () => {
    for (const body of ['<p>[Ćöḿṕŕéšš~] Select a file</p>', '<button aria-label="Close dialog">✕</button>', '<input placeholder="Type here">']) {
      const { status, out } = crawl(fakeDist({ 'qps/x-tool.html': page('en-XA', body) }));
      expect(status, body).toBe(1);
      expect(out).toMatch(/English left: \/qps\/x-tool: /);
    }
    const title = crawl(fakeDist({ 'qps/x-tool.html': page('en-XA', '<p>[Ŧéẋŧ~]</p>', 'Compress PDF Online') }));
    expect(title.out).toContain('Compress Online');
  });

  it('fails a link to a page the build does not have', () => {
    const { status, out } = crawl(fakeDist({ 'qps/x-tool.html': page('en-XA', '<a href="/qps/missing-page">[Ŵĥéŕé~]</a>') }));
    expect(status).toBe(1);
    expect(out).toContain('broken link: /qps/x-tool → /qps/missing-page');
  });

  it('checks a live language for common English words, not for its own Latin-script words', () => {
    const fine = crawl(fakeDist({ 'es/x-tool.html': page('es', '<h1>Comprimir PDF</h1><p>Seleccione un archivo JPEG de 5 MB.</p>') }));
    expect(fine.status).toBe(0);
    const left = crawl(fakeDist({ 'es/x-tool.html': page('es', '<h1>Comprimir PDF</h1><p>Select your file</p>') }));
    expect(left.status).toBe(1);
    expect(left.out).toContain('English left: /es/x-tool: Select your file');
  });

  it('lets through a language’s own words from its glossary, other languages’ text and quoted names, nothing more', () => {
    // Spanish "no" and "error" are Spanish (locales/es/glossary.md);
    // "Page 1 of N" is what the tool stamps; File Explorer is a program; Delete a key.
    const body =
      '<p>No se sube nada; si hay un error, se dice.</p><p>Estilos: Page 1 of N. Lo abren File Explorer y la API File System Access. Pulse Delete.</p>';
    const fine = crawl(fakeDist({ 'es/x-tool.html': page('es', body) }));
    expect(fine.out).toContain('0 pages with English left');
    expect(fine.status).toBe(0);
    // The same words are English on a page whose glossary does not list them (Japanese), and a
    // stamp's words outside the stamped phrase are not let through.
    const japanese = crawl(fakeDist({ 'ja/x-tool.html': page('ja', '<p>no error</p><p>Page of</p>') }));
    expect(japanese.status).toBe(1);
    expect(japanese.out).toContain('English left: /ja/x-tool: no error Page of');
  });
});
