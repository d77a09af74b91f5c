/**
 * The site's catalogs at build time. Each locales/<code>/<namespace>.json (id → ICU MessageFormat)
 * is compiled by Lingui's compiler into its compiled form, which src/i18n/messages.ts reads
 * without a parser, and written as a plain JSON file, assets/locales-<version>/<code>/<ns>.json:
 * a page fetches only its language's catalogs of its own route, and no page's JavaScript carries a
 * table of the 21 languages × every route's files. The version is a hash of every catalog, so the
 * files are cached for good under their path. The dev server compiles them on request; the
 * prerender and the unit tests import them (the same compiled form) through catalogFiles.ts.
 * A message that does not parse fails the build with its file and id.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const CATALOG = /\/locales\/([a-z-]+)\/([a-z0-9-]+)\.json$/;
const root = new URL('../locales/', import.meta.url).pathname;

/** One catalog's messages compiled; throws naming the first message that does not parse. */
export function compileCatalog(source: string, file: string): Record<string, unknown> {
  const messages = JSON.parse(source) as Record<string, string>;
  const compiled: Record<string, unknown> = {};
  for (const [id, message] of Object.entries(messages)) {
    if (typeof message !== 'string') throw new Error(`${file}: "${id}" is not a string`);
    try {
      const parts = compileMessageOrThrow(message);
      compiled[id] = parts.length === 1 && typeof parts[0] === 'string' ? parts[0] : parts;
    } catch (error) {
      throw new Error(`${file}: "${id}" is not valid ICU MessageFormat: ${(error as Error).message}`);
    }
  }
  return compiled;
}

/** Every catalog file: locales/<code>/<namespace>.json. */
function catalogFiles(): { code: string; namespace: string; path: string }[] {
  return readdirSync(root, { withFileTypes: true })
    .filter((dir) => dir.isDirectory())
    .flatMap((dir) =>
      readdirSync(join(root, dir.name))
        .filter((name) => name.endsWith('.json'))
        .map((name) => ({ code: dir.name, namespace: name.slice(0, -'.json'.length), path: join(root, dir.name, name) })),
    );
}

export function catalogPlugin(): Plugin {
  const files = catalogFiles();
  const hash = createHash('sha256');
  for (const file of files) hash.update(file.path).update(readFileSync(file.path));
  const base = `/assets/locales-${hash.digest('hex').slice(0, 10)}`;
  const namespaces = files.filter((f) => f.code === 'en').map((f) => f.namespace).sort();
  return {
    name: 'filesmith-catalogs',
    enforce: 'pre',
    config: () => ({ define: { __CATALOG_BASE__: JSON.stringify(base), __CATALOG_NAMESPACES__: JSON.stringify(namespaces) } }),
    // Imported catalogs (the prerender, the unit tests) in their compiled form too.
    transform(source, id) {
      const file = id.split('?')[0];
      if (!CATALOG.test(file)) return null;
      return { code: JSON.stringify(compileCatalog(source, file)), map: null };
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = request.url?.startsWith(`${base}/`) ? /^\/([a-z-]+)\/([a-z0-9-]+)\.json$/.exec(request.url.slice(base.length)) : null;
        const file = match && files.find((f) => f.code === match[1] && f.namespace === match[2]);
        if (!file) return next();
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify(compileCatalog(readFileSync(file.path, 'utf8'), file.path)));
      });
    },
    generateBundle() {
      if (this.environment?.config.consumer === 'server') return;
      for (const file of files) {
        const source = JSON.stringify(compileCatalog(readFileSync(file.path, 'utf8'), file.path));
        this.emitFile({ type: 'asset', fileName: `${base.slice(1)}/${file.code}/${file.namespace}.json`, source });
      }
    },
  };
}
