/**
 * Unused resources: names in a /Resources dictionary that no content ever asks for (an image left
 * behind when a page was edited, fonts of a template's other pages, one dictionary of every font
 * shared by every page). Every page, the forms, patterns, Type 3 glyphs and soft masks it paints,
 * and every annotation appearance is read; an XObject, Font, ExtGState, Pattern, Shading or
 * Properties entry that none of them names is removed, and dropUnreferenced then drops what it
 * pointed at. Nothing is removed from a dictionary with a user that could not be read, a user
 * that was not visited (a form only a widget's /MK icon points at, say), or a name the content
 * asks for that the dictionary does not have (a sign the names were not read as the file means them).
 */
import { PDFArray, PDFDict, PDFName, PDFStream, type PDFDocument, type PDFObject } from '@cantoo/pdf-lib';
import type { Operand } from '../document/contentLexer';
import { namingOperations } from '../document/contentOperations';
import { pageContent, streamBytes } from '../document/contentBytes';

const CATEGORIES = ['XObject', 'Font', 'ExtGState', 'Pattern', 'Shading', 'Properties'] as const;
type Category = (typeof CATEGORIES)[number];
const MAX_DEPTH = 12;

const name = (value: string) => PDFName.of(value);
/** A dictionary entry when it is a dictionary (pdf-lib's typed lookups throw on anything else). */
const dictAt = (dict: PDFDict, key: string): PDFDict | undefined => {
  const value = dict.lookup(name(key));
  return value instanceof PDFDict ? value : undefined;
};
const names = (operands: Operand[]) => operands.filter((o): o is { name: string } => typeof o === 'object').map((o) => o.name);
const lastName = (operands: Operand[]) => names(operands).pop();

/** The category each operator names, and which of its name operands it means. */
function namedBy(operator: string, operands: Operand[]): [Category, string[]] | null {
  const last = lastName(operands);
  switch (operator) {
    case 'Do':
      return last ? ['XObject', [last]] : null;
    case 'Tf':
      return names(operands).length ? ['Font', [names(operands)[0]]] : null;
    case 'gs':
      return last ? ['ExtGState', [last]] : null;
    case 'sh':
      return last ? ['Shading', [last]] : null;
    case 'scn':
    case 'SCN':
      return last ? ['Pattern', [last]] : null;
    case 'BDC':
    case 'DP':
      // A property list by name (a name after the tag); names inside an inline dictionary count too, harmlessly.
      return ['Properties', names(operands).slice(1)];
    default:
      return null;
  }
}

class Walker {
  /**
   * Names asked for, per category dictionary (a resources dictionary's /Font, /XObject ...): those
   * are what gets pruned, and two resources dictionaries may share one.
   */
  readonly used = new Map<PDFDict, Set<string>>();
  /** Resources dictionaries with a user that could not be read or a name they lack: left whole. */
  readonly unsafe = new Set<PDFDict>();
  /** Every object whose content was read (pages, forms, patterns, fonts, annotations' streams). */
  readonly owners = new Set<PDFObject>();
  private readonly doc: PDFDocument;

  constructor(doc: PDFDocument) {
    this.doc = doc;
  }

  private lookup(value: PDFObject | undefined): PDFObject | undefined {
    return value === undefined ? undefined : this.doc.context.lookup(value);
  }

  private entry(resources: PDFDict, category: Category, key: string): PDFObject | undefined {
    return this.lookup(dictAt(resources, category)?.get(name(key)));
  }

  /** The category dictionaries of a resources dictionary, each with its set of names asked for. */
  private register(resources: PDFDict): Map<Category, Set<string>> {
    const sets = new Map<Category, Set<string>>();
    for (const category of CATEGORIES) {
      const entries = dictAt(resources, category);
      if (!entries) continue;
      if (!this.used.has(entries)) this.used.set(entries, new Set());
      sets.set(category, this.used.get(entries)!);
    }
    return sets;
  }

  /** Reads one content stream's names against `resources`; a failure leaves the dictionary whole. */
  content(read: () => Uint8Array, resources: PDFDict | undefined, depth: number): void {
    if (!resources) return;
    const used = this.register(resources);
    // A name asked for again in the same content (every Tf /F1 of a page) adds nothing new: what
    // it does depends only on the name, these resources and this depth.
    const done = new Set<string>();
    try {
      for (const { operator, operands } of namingOperations(read())) {
        const named = namedBy(operator, operands);
        if (!named) continue;
        const [category, keys] = named;
        for (const key of keys) {
          const asked = `${category}/${key}`;
          if (done.has(asked)) continue;
          done.add(asked);
          if (category !== 'Properties' && this.entry(resources, category, key) === undefined) {
            this.unsafe.add(resources); // asked for but absent: our reading may differ from the file's
            continue;
          }
          used.get(category)?.add(key);
          if (depth < MAX_DEPTH) this.follow(category, key, resources, depth + 1);
        }
      }
    } catch {
      this.unsafe.add(resources);
    }
  }

  /** Whatever a used resource paints with resources of its own. */
  private follow(category: Category, key: string, resources: PDFDict, depth: number): void {
    const target = this.entry(resources, category, key);
    if (category === 'XObject' && target instanceof PDFStream && target.dict.get(name('Subtype')) === name('Form')) {
      this.paintStream(target, resources, depth);
    } else if (category === 'Pattern' && target instanceof PDFStream) {
      this.paintStream(target, resources, depth); // a tiling pattern's cell
    } else if (category === 'Font' && target instanceof PDFDict && target.get(name('Subtype')) === name('Type3')) {
      const own = dictAt(target, 'Resources');
      // Glyphs without resources of their own read those of each page that sets the font: left whole.
      if (!own) this.unsafe.add(resources);
      if (!own || this.owners.has(target)) return;
      this.owners.add(target);
      for (const proc of dictAt(target, 'CharProcs')?.values() ?? []) {
        const glyph = this.lookup(proc);
        if (glyph instanceof PDFStream) this.content(() => streamBytes(glyph), own, depth);
      }
    } else if (category === 'ExtGState' && target instanceof PDFDict) {
      const mask = target.lookup(name('SMask'));
      const group = mask instanceof PDFDict ? this.lookup(mask.get(name('G'))) : undefined;
      if (group instanceof PDFStream) this.paintStream(group, resources, depth);
    }
  }

  /** A form-like stream: its own resources, or (an old habit) those of whatever paints it. */
  paintStream(stream: PDFStream, inherited: PDFDict | undefined, depth: number): void {
    if (this.owners.has(stream)) {
      // Painted again from elsewhere: only a form without resources of its own reads the painter's.
      if (stream.dict.has(name('Resources'))) return;
    }
    this.owners.add(stream);
    const own = dictAt(stream.dict, 'Resources');
    if (!own && !inherited) return;
    this.content(() => streamBytes(stream), own ?? inherited, depth);
  }

  /** Every appearance stream of a page's annotations (normal, rollover, down; each state). */
  annotations(annots: PDFArray | undefined, pageResources: PDFDict | undefined): void {
    for (const ref of annots?.asArray() ?? []) {
      const annot = this.lookup(ref);
      const appearances = annot instanceof PDFDict ? dictAt(annot, 'AP') : undefined;
      for (const value of appearances?.values() ?? []) {
        const appearance = this.lookup(value);
        const streams = appearance instanceof PDFStream ? [appearance] : appearance instanceof PDFDict ? appearance.values().map((v) => this.lookup(v)) : [];
        for (const stream of streams) {
          if (!(stream instanceof PDFStream)) continue;
          // An appearance without resources of its own: which ones a reader uses is not agreed on.
          if (!stream.dict.has(name('Resources')) && pageResources) this.unsafe.add(pageResources);
          this.paintStream(stream, undefined, 0);
        }
      }
    }
  }
}

/** Removes resource entries nothing names; returns how many went. */
export function pruneUnusedResources(doc: PDFDocument): number {
  const walker = new Walker(doc);
  for (const page of doc.getPages()) {
    const resources = page.node.Resources();
    walker.owners.add(page.node);
    walker.content(() => pageContent(doc, page.node.Contents()), resources, 0);
    walker.annotations(page.node.Annots(), resources);
  }
  // Left whole: a dictionary some object we did not read also uses (page-tree nodes pass theirs
  // on to pages we read), and form fields' default resources (/DR), which their /DA strings name.
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const dict = object instanceof PDFStream ? object.dict : object;
    if (!(dict instanceof PDFDict)) continue;
    const resources = dictAt(dict, 'Resources');
    if (resources && !walker.owners.has(object) && dict.get(name('Type')) !== name('Pages')) walker.unsafe.add(resources);
    const defaults = dictAt(dict, 'DR');
    if (defaults) walker.unsafe.add(defaults);
  }
  const acroForm = dictAt(doc.catalog, 'AcroForm');
  const form = acroForm && dictAt(acroForm, 'DR');
  if (form) walker.unsafe.add(form);
  const protectedEntries = new Set<PDFDict>();
  for (const resources of walker.unsafe) {
    for (const category of CATEGORIES) {
      const entries = dictAt(resources, category);
      if (entries) protectedEntries.add(entries);
    }
  }
  let pruned = 0;
  for (const [entries, keep] of walker.used) {
    if (protectedEntries.has(entries)) continue;
    for (const key of entries.keys()) {
      if (keep.has(key.decodeText())) continue;
      entries.delete(key);
      pruned += 1;
    }
  }
  return pruned;
}
