import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const script = new URL('../../../scripts/first-load-js.mjs', import.meta.url).pathname;

/** A made-up build: an entry, a route chunk per page (random bytes: gzip cannot shrink them), two pages. */
function fakeDist(): string {
  const dist = mkdtempSync(join(tmpdir(), 'first-load-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, 'blog'));
  writeFileSync(join(dist, 'assets', 'index.js'), randomBytes(50 * 1024));
  writeFileSync(join(dist, 'assets', 'tool.js'), randomBytes(20 * 1024));
  writeFileSync(join(dist, 'assets', 'post.js'), randomBytes(5 * 1024));
  const page = (...chunks: string[]) =>
    `<head><link rel="modulepreload" crossorigin href="/assets/${chunks[0]}"><script type="module" crossorigin src="/assets/index.js"></script>${chunks
      .slice(1)
      .map((c) => `<link rel="modulepreload" crossorigin href="/assets/${c}">`)
      .join('')}</head>`;
  // A registry tool (src/toolPages/compress-pdf.ts) and an article; the entry counts once.
  writeFileSync(join(dist, 'compress-pdf.html'), page('tool.js', 'index.js'));
  writeFileSync(join(dist, 'blog', 'some-post.html'), page('post.js'));
  // An alias of a tool page: its canonical link names the tool, so it is held to the tool limit.
  writeFileSync(join(dist, 'pdf-compressor.html'), `<link rel="canonical" href="https://example.org/compress-pdf"/>${page('tool.js', 'index.js')}`);
  return dist;
}

const run = (dist: string, ...args: string[]) => spawnSync(process.execPath, [script, ...args], { env: { ...process.env, DIST: dist }, encoding: 'utf8' });

describe('scripts/first-load-js.mjs', () => {
  const dist = fakeDist();

  it('sums the entry and the modulepreloads of each page, by kind', () => {
    const { status, stdout } = run(dist);
    expect(status).toBe(0);
    expect(stdout).toMatch(/^\s+70\.\d KB\s+tool\s+\/compress-pdf$/m);
    expect(stdout).toMatch(/^\s+55\.\d KB\s+other\s+\/blog\/some-post$/m);
    expect(stdout).toMatch(/^\s+70\.\d KB\s+tool\s+\/pdf-compressor$/m);
    expect(stdout).toContain('tool pages: 2');
    expect(stdout).toContain('other pages: 1');
  });

  it('fails when a page is over its kind’s limit or the hard one', () => {
    expect(run(dist, '--budget', '120', '--tool-budget', '108', '--other-budget', '90').status).toBe(0);
    const tool = run(dist, '--budget', '120', '--tool-budget', '60', '--other-budget', '90');
    expect(tool.status).toBe(1);
    expect(tool.stderr).toMatch(/\/compress-pdf 70\.\d KB > 60 KB/);
    expect(tool.stderr).toMatch(/\/pdf-compressor 70\.\d KB > 60 KB/);
    expect(tool.stderr).not.toContain('/blog/some-post');
    const other = run(dist, '--tool-budget', '108', '--other-budget', '50');
    expect(other.status).toBe(1);
    expect(other.stderr).toMatch(/^first-load JS over its limit: \/blog\/some-post 55\.\d KB > 50 KB$/m);
    const hard = run(dist, '--budget', '60', '--tool-budget', '108', '--other-budget', '90');
    expect(hard.stderr).toMatch(/\/compress-pdf 70\.\d KB > 60 KB/);
  });
});
