/**
 * `local/no-import-cycle`: no file of src/ lies on a loop of module references. Unlike
 * import-x/no-cycle it follows every kind of reference that ties two modules together:
 * value and type-only imports and re-exports, `import()` with a literal path, and worker
 * entries named by `new URL('./x.worker.ts', import.meta.url)`. A loop that is type-only on one
 * side, or closed by a worker entry, still makes two engines depend on each other.
 *
 * The graph of the files on disk is read once per process with TypeScript's parser; the file
 * being linted takes its references from the text being linted, so an editor sees a loop as it is
 * typed. A file is on a loop when one of its references reaches it again.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts', '/index.tsx'];

function resolveModule(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  for (const ext of EXTENSIONS) {
    const path = resolve(dirname(fromFile), specifier + ext);
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  return null;
}

const isImportMetaUrl = (node) =>
  ts.isPropertyAccessExpression(node) && node.name.text === 'url' && ts.isMetaProperty(node.expression) && node.expression.name.text === 'meta';

/** The modules a file refers to: { specifier, kind: 'import' | 'type' | 'dynamic' | 'worker' }. */
function referencesOf(fileName, text) {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found = [];
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly = ts.isImportDeclaration(node)
        ? Boolean(node.importClause?.isTypeOnly) ||
          Boolean(node.importClause && !node.importClause.name && node.importClause.namedBindings && ts.isNamedImports(node.importClause.namedBindings) &&
            node.importClause.namedBindings.elements.length > 0 && node.importClause.namedBindings.elements.every((e) => e.isTypeOnly))
        : node.isTypeOnly;
      found.push({ specifier: node.moduleSpecifier.text, kind: typeOnly ? 'type' : 'import' });
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword && node.arguments[0] && ts.isStringLiteralLike(node.arguments[0])) {
      found.push({ specifier: node.arguments[0].text, kind: 'dynamic' });
    } else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'URL' && node.arguments?.length === 2 &&
      ts.isStringLiteralLike(node.arguments[0]) && isImportMetaUrl(node.arguments[1])) {
      found.push({ specifier: node.arguments[0].text, kind: 'worker' });
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push({ specifier: node.argument.literal.text, kind: 'type' });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.flatMap((r) => {
    const target = resolveModule(fileName, r.specifier);
    return target ? [{ ...r, target }] : [];
  });
}

const sourceFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });

const graphs = new Map();
/** Every file under `root` with its references, and who refers to each file (read once). */
function graphOf(root) {
  if (!graphs.has(root)) {
    const forward = new Map();
    const backward = new Map();
    for (const file of sourceFiles(root)) {
      const references = referencesOf(file, readFileSync(file, 'utf8'));
      forward.set(file, references);
      for (const r of references) {
        if (!backward.has(r.target)) backward.set(r.target, new Set());
        backward.get(r.target).add(file);
      }
    }
    graphs.set(root, { forward, backward });
  }
  return graphs.get(root);
}

const KIND_NOTE = { import: '', type: ' (type only)', dynamic: ' (import())', worker: ' (worker entry)' };

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No loop of module references, type-only imports and worker entries included.' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, additionalProperties: false }],
    messages: { cycle: 'Import cycle: {{route}}. Move what both need to a module that neither imports back.' },
  },
  create(context) {
    const root = resolve(context.cwd, context.options[0]?.root ?? 'src');
    const file = resolve(context.filename);
    if (relative(root, file).startsWith('..')) return {};
    const { forward, backward } = graphOf(root);
    return {
      'Program:exit'() {
        const references = referencesOf(file, context.sourceCode.text);
        // Every file that can reach this one (its own references on disk are replaced by the text's).
        const reaches = new Set([file]);
        const queue = [file];
        while (queue.length) {
          for (const from of backward.get(queue.pop()) ?? []) {
            if (from !== file && !reaches.has(from)) {
              reaches.add(from);
              queue.push(from);
            }
          }
        }
        const reported = new Set();
        for (const reference of references) {
          if (!reaches.has(reference.target) || reported.has(reference.target)) continue;
          reported.add(reference.target);
          // The shortest way back, for the message.
          const previous = new Map([[reference.target, null]]);
          const walk = [reference.target];
          while (walk.length && !previous.has(file)) {
            const at = walk.shift();
            const next = at === file ? [] : (forward.get(at) ?? []);
            for (const r of next) {
              if (reaches.has(r.target) && !previous.has(r.target)) {
                previous.set(r.target, { from: at, kind: r.kind });
                walk.push(r.target);
              }
            }
          }
          const steps = [];
          for (let at = file; previous.get(at); at = previous.get(at).from) steps.unshift(`${KIND_NOTE[previous.get(at).kind]} -> ${relative(root, at)}`);
          const route = `${relative(root, file)}${KIND_NOTE[reference.kind]} -> ${relative(root, reference.target)}${reference.target === file ? '' : steps.join('')}`;
          const node = context.sourceCode.ast.body.find((n) => n.source?.value && resolveModule(file, n.source.value) === reference.target) ?? context.sourceCode.ast;
          context.report({ node, messageId: 'cycle', data: { route } });
        }
      },
    };
  },
};

export default { rules: { 'no-import-cycle': noImportCycle } };
