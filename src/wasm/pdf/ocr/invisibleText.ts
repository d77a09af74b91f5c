/**
 * Removing a page's invisible text (text render mode 3: an earlier OCR's layer, ours or another
 * program's) before a new layer is laid, so "read pages that already have text" replaces the old
 * words instead of adding ours beside them. Only text shown while the render mode is 3 goes;
 * visible text, images and paths are kept byte for byte, so the page looks exactly as before.
 * The page's content streams are read, and so are the form XObjects it paints (one level, as
 * OCR programs put their layer either in the page or in one form).
 */
import { PDFDict, PDFName, PDFRef, PDFStream, type PDFDocument, type PDFPage } from '@cantoo/pdf-lib';
import { pageContent, streamBytes } from '../document/contentBytes';
import { readContentOperations } from '../document/contentLexer';
import { concatBytes } from '../../../lib/concatBytes';

const INVISIBLE = 3;
const SHOW = new Set(['Tj', 'TJ', "'", '"']);

const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));

/**
 * The content without the text it shows in render mode 3 (starting in `mode`), or null when it
 * shows none. `'` and `"` also move to the next line (and `"` sets the spacing): that part stays.
 * `forms` collects the XObjects painted (Do) with the render mode in force at that point.
 */
export function withoutInvisibleText(bytes: Uint8Array, mode = 0, forms?: Map<string, number>): Uint8Array | null {
  const stack: number[] = [];
  const cuts: { start: number; end: number; keep: string }[] = [];
  for (const { operator, operands, start, end } of readContentOperations(bytes)) {
    if (operator === 'q') stack.push(mode);
    else if (operator === 'Q') mode = stack.pop() ?? mode;
    else if (operator === 'Tr' && typeof operands[0] === 'number') mode = operands[0];
    else if (operator === 'Do' && forms && typeof operands[0] === 'object') forms.set(operands[0].name, mode);
    else if (SHOW.has(operator) && mode === INVISIBLE) {
      const [aw, ac] = operands;
      const keep = operator === "'" ? 'T*' : operator === '"' && typeof aw === 'number' && typeof ac === 'number' ? `${aw} Tw ${ac} Tc T*` : '';
      cuts.push({ start, end, keep });
    }
  }
  if (cuts.length === 0) return null;
  const parts: Uint8Array[] = [];
  let at = 0;
  for (const cut of cuts) {
    parts.push(bytes.subarray(at, cut.start), ascii(` ${cut.keep} `));
    at = cut.end;
  }
  parts.push(bytes.subarray(at));
  return concatBytes(parts);
}

/** Removes the invisible text of `page` (its content, and the forms it paints); says whether any was there. */
export function removeInvisibleText(doc: PDFDocument, page: PDFPage): boolean {
  const forms = new Map<string, number>();
  const content = pageContent(doc, page.node.get(PDFName.of('Contents')));
  const stripped = withoutInvisibleText(content, 0, forms);
  if (stripped) page.node.set(PDFName.of('Contents'), doc.context.register(doc.context.flateStream(stripped)));
  let removed = stripped !== null;
  const xobjects = page.node.Resources()?.lookup(PDFName.of('XObject'));
  if (!(xobjects instanceof PDFDict)) return removed;
  for (const [name, mode] of forms) {
    const ref = xobjects.get(PDFName.of(name));
    const form = doc.context.lookup(ref);
    if (!(ref instanceof PDFRef) || !(form instanceof PDFStream) || form.dict.get(PDFName.of('Subtype')) !== PDFName.of('Form')) continue;
    let bytes: Uint8Array;
    try {
      bytes = streamBytes(form);
    } catch {
      continue; // a stream we cannot read is left as it is
    }
    const formStripped = withoutInvisibleText(bytes, mode);
    if (!formStripped) continue;
    const dict = form.dict.clone(doc.context);
    dict.delete(PDFName.of('Filter'));
    dict.delete(PDFName.of('DecodeParms'));
    dict.delete(PDFName.of('Length'));
    const rewritten = doc.context.flateStream(formStripped, Object.fromEntries(dict.entries().map(([key, value]) => [key.decodeText(), value])));
    doc.context.assign(ref, rewritten);
    removed = true;
  }
  return removed;
}

