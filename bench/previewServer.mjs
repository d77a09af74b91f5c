/**
 * The built site served for a browser benchmark: `vite preview` on `port` for `dist`, after
 * checking that `page` exists there. Started through Vite's own entry (not npx), so killing the
 * returned child really stops the server.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');

export async function startPreviewServer({ dist, port, page }) {
  if (!existsSync(resolve(dist, page))) throw new Error(`No build in ${dist}: run npm run build first.`);
  const vite = resolve(ROOT, 'node_modules/vite/bin/vite.js');
  const server = spawn(process.execPath, [vite, 'preview', '--port', String(port), '--strictPort', '--outDir', dist], { cwd: ROOT, stdio: 'ignore' });
  for (let i = 0; i < 60; i++) {
    try {
      if ((await fetch(`http://localhost:${port}/`)).ok) return server;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  server.kill();
  throw new Error('preview server did not start');
}
