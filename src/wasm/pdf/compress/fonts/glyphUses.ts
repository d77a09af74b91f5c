/**
 * Which strings each font shows: walks every page's content, the forms it paints (Do), soft-mask
 * groups of its graphics states (gs), its tiling patterns, the glyph procedures of its Type 3
 * fonts and every annotation appearance, following Tf (and a gs /Font) through q/Q, and records
 * the operands of Tj, TJ, ' and ". Fonts of form fields (AcroForm /DR, widget appearances) are
 * listed to stay whole. Any stream that cannot be read throws: the caller then keeps every font.
 */
import { PDFArray, PDFDict, PDFName, PDFStream, type PDFDocument, type PDFObject } from '@cantoo/pdf-lib';
import { pageContent, streamBytes } from '../../document/contentBytes';
import { readTextOperations, type TextOperand } from './contentTokens';

export interface FontUses {
  /** The strings shown with each font dictionary, as latin1 text (deduplicated). */
  shown: Map<PDFDict, Set<string>>;
  /** Font dictionaries that must stay whole: form fields draw new text with them later. */
  keepWhole: Set<PDFDict>;
}

const MAX_DEPTH = 32;
const name = (key: string) => PDFName.of(key);
class FontWalker implements FontUses {
  readonly shown = new Map<PDFDict, Set<string>>();
  readonly keepWhole = new Set<PDFDict>();
  /** Streams already walked, per font in effect when they were entered (and per field or not). */
  private readonly walked = [new Map<PDFStream, Set<PDFDict | undefined>>(), new Map<PDFStream, Set<PDFDict | undefined>>()];
  private readonly doc: PDFDocument;

  constructor(doc: PDFDocument) {
    this.doc = doc;
  }

  private lookup(object: PDFObject | undefined): PDFObject | undefined {
    return object === undefined ? undefined : this.doc.context.lookup(object);
  }

  /** Walks a stream (form, pattern, glyph procedure, appearance) once per inherited font. */
  stream(stream: unknown, parent: PDFDict | undefined, font: PDFDict | undefined, keep: boolean, depth: number): void {
    if (!(stream instanceof PDFStream)) return;
    if (depth > MAX_DEPTH) throw new Error('content nested too deep to follow');
    const walked = this.walked[keep ? 1 : 0];
    const seen = walked.get(stream) ?? new Set();
    if (seen.has(font)) return;
    seen.add(font);
    walked.set(stream, seen);
    const resources = stream.dict.lookupMaybe(name('Resources'), PDFDict) ?? parent;
    this.content(streamBytes(stream), resources, font, keep, depth);
  }

  content(bytes: Uint8Array, resources: PDFDict | undefined, start: PDFDict | undefined, keep: boolean, depth: number): void {
    const fonts = resources?.lookupMaybe(name('Font'), PDFDict);
    const xobjects = resources?.lookupMaybe(name('XObject'), PDFDict);
    const states = resources?.lookupMaybe(name('ExtGState'), PDFDict);
    const saved: (PDFDict | undefined)[] = [];
    const selected = new Map<string, PDFDict | undefined>();
    let font = start;
    const show = (operand: TextOperand | undefined) => {
      if (!font) return; // no font selected: a reader shows nothing from an embedded program
      const strings = this.shown.get(font) ?? new Set();
      this.shown.set(font, strings);
      if (keep) this.keepWhole.add(font);
      const items = Array.isArray(operand) ? operand : [operand];
      for (const item of items) if (typeof item === 'string') strings.add(item);
    };
    for (const { operator, operands } of readTextOperations(bytes)) {
      const last = operands[operands.length - 1];
      if (operator === 'q') saved.push(font);
      else if (operator === 'Q') font = saved.length > 0 ? saved.pop() : font;
      else if (operator === 'Tf') {
        const key = operands[0];
        const fontName = key && typeof key === 'object' && 'name' in key ? key.name : undefined;
        // Each name is looked up (and a Type 3 font's glyphs walked) once per content: again adds nothing.
        if (fontName !== undefined && selected.has(fontName)) {
          font = selected.get(fontName);
          continue;
        }
        const entry = fontName !== undefined ? this.lookup(fonts?.get(name(fontName))) : undefined;
        font = entry instanceof PDFDict ? entry : undefined;
        if (font && keep) this.keepWhole.add(font);
        if (font) this.type3(font, resources, keep, depth);
        if (fontName !== undefined) selected.set(fontName, font);
      } else if (operator === 'Tj' || operator === "'" || operator === '"' || operator === 'TJ') show(last);
      else if (operator === 'Do' && last && typeof last === 'object' && 'name' in last) {
        const xobject = this.lookup(xobjects?.get(name(last.name)));
        if (xobject instanceof PDFStream && xobject.dict.get(name('Subtype')) === name('Form')) this.stream(xobject, resources, font, keep, depth + 1);
      } else if (operator === 'gs' && last && typeof last === 'object' && 'name' in last) {
        const state = this.lookup(states?.get(name(last.name)));
        if (!(state instanceof PDFDict)) continue;
        const selected = state.lookupMaybe(name('Font'), PDFArray);
        const chosen = selected ? this.lookup(selected.get(0)) : undefined;
        if (chosen instanceof PDFDict) font = chosen;
        // A soft mask's group draws too; /SMask /None (a name) turns masking off.
        const mask = state.lookup(name('SMask'));
        if (mask instanceof PDFDict) this.stream(this.lookup(mask.get(name('G'))), resources, undefined, keep, depth + 1);
      }
    }
    // Tiling patterns paint their own content whichever way they are selected (scn, sh, SCN).
    for (const pattern of resources?.lookupMaybe(name('Pattern'), PDFDict)?.values() ?? []) {
      this.stream(this.lookup(pattern), resources, undefined, keep, depth + 1);
    }
  }

  /** A Type 3 font's glyphs are content streams too; they may show text in other fonts. */
  private type3(font: PDFDict, parent: PDFDict | undefined, keep: boolean, depth: number): void {
    if (font.get(name('Subtype')) !== name('Type3')) return;
    const resources = font.lookupMaybe(name('Resources'), PDFDict) ?? parent;
    for (const proc of font.lookupMaybe(name('CharProcs'), PDFDict)?.values() ?? []) {
      const stream = this.lookup(proc);
      if (stream instanceof PDFStream) this.stream(stream, resources, undefined, keep, depth + 1);
    }
  }

  /** Every appearance (normal, rollover, down, and each of their states) of a page's annotations. */
  annotations(annots: PDFArray | undefined, pageResources: PDFDict | undefined): void {
    for (const item of annots?.asArray() ?? []) {
      const annot = this.lookup(item);
      if (!(annot instanceof PDFDict)) continue;
      const widget = annot.get(name('Subtype')) === name('Widget');
      const appearances = annot.lookupMaybe(name('AP'), PDFDict);
      for (const entry of appearances?.values() ?? []) {
        const appearance = this.lookup(entry);
        const streams = appearance instanceof PDFDict && !(appearance instanceof PDFStream) ? appearance.values().map((v) => this.lookup(v)) : [appearance];
        for (const stream of streams) this.stream(stream, pageResources, undefined, widget, 1);
      }
    }
  }
}

/** Scans the whole document; throws when any content it needs cannot be read. */
export function scanFontUses(doc: PDFDocument): FontUses {
  const walker = new FontWalker(doc);
  for (const page of doc.getPages()) {
    const resources = page.node.Resources();
    walker.content(pageContent(doc, page.node.Contents()), resources, undefined, false, 0);
    walker.annotations(page.node.Annots(), resources);
  }
  const form = doc.catalog.lookupMaybe(name('AcroForm'), PDFDict);
  const formFonts = form?.lookupMaybe(name('DR'), PDFDict)?.lookupMaybe(name('Font'), PDFDict);
  for (const entry of formFonts?.values() ?? []) {
    const font = doc.context.lookup(entry);
    if (font instanceof PDFDict) walker.keepWhole.add(font);
  }
  return walker;
}
