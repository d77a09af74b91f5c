/**
 * `vite preview` serves dist/ like a static host, so it should send the headers the build wrote
 * for static hosts too: this applies dist/_headers (path lines, indented `Name: value` lines; a
 * trailing `*` matches any rest of the path) to every response. The e2e suite then runs the site
 * under its real Content-Security-Policy, workers included.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

interface Rule {
  path: string;
  headers: [string, string][];
}

export function parseHeadersFile(text: string): Rule[] {
  const rules: Rule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ path: line.trim(), headers: [] });
    else {
      const colon = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
    }
  }
  return rules;
}

const matches = (pattern: string, path: string) => (pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path);

export function previewHeaders(): Plugin {
  return {
    name: 'filesmith-preview-headers',
    configurePreviewServer(server) {
      const file = join(server.config.build.outDir, '_headers');
      const rules = existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : [];
      server.middlewares.use((req, res, next) => {
        const path = decodeURIComponent((req.url ?? '/').split(/[?#]/)[0]);
        for (const rule of rules) if (matches(rule.path, path)) for (const [name, value] of rule.headers) res.setHeader(name, value);
        next();
      });
    },
  };
}
