/**
 * The one page assembly of the PDF tools (after pdf.js's PDFEditor): merge, split, organize and
 * images to PDF describe what they write as a list of pages, each a page of a source document or a
 * blank page of a size, turned by quarter turns, with overlays drawn on it (overlays.ts), and this
 * writes that list.
 *
 * - Pages of a source are copied with one copier per source (`addSource`), as pdf-lib's copyPages
 *   does, so the fonts and images its pages share are copied once; a source is let go once its
 *   pages are in (a merge holds one source at a time). A page used twice is copied once; its second
 *   use shares content and resources and leaves links and form fields to the first.
 * - What points at pages follows them: internal links are put back where their target is in the
 *   result and removed where it is not (links.ts); form fields stay while one of their widgets is on
 *   a page of the result (forms.ts); a source's bookmarks are kept where they point inside
 *   (partOutline.ts), and bookmarks can be given (one per merged file).
 * - A new document (`create`), or the main source rewritten in place (`inPlace`, organize): its
 *   pages are source 0 and it keeps its catalog (outline, form, metadata, names, viewer settings),
 *   less links, bookmarks, named destinations and fields that point at pages it no longer has.
 * - The page tree is written flat (a page keeps what it inherited), unreferenced objects go, and
 *   document/write.ts writes the file.
 */
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFObjectCopier,
  PDFPage,
  PDFPageLeaf,
  PDFRef,
  StandardFonts,
  type PDFFont,
} from '@cantoo/pdf-lib';
import { mergeDuplicates } from './cleanup';
import { destinationResolver, dropDestinationsTo, isInternalJump } from './destinations';
import { addToForm, copyForm, pruneForm } from './forms';
import { detachPageLinks, dropLinksOutside, reattachPageLinks, type DetachedPages } from './links';
import { createGlyphlessFont, drawOverlays, type Overlay } from './overlays';
import { keptBookmarks, pruneOutline, readOutline, writeBookmarks, type Bookmark, type PartBookmark } from './partOutline';
import { dropUnreferenced } from './structure';
import { writePdf } from './write';

export type QuarterTurn = 0 | 90 | 180 | 270;

interface PageLook {
  /** Added to the page's own rotation, clockwise. */
  rotate?: QuarterTurn;
  /** Drawn on the page, in order, after it is turned (see overlays.ts). */
  overlays?: readonly Overlay[];
}

/** One page of the result: page `page` (0-based) of source `source`, or a blank page of a size in points. */
export type PageSource = ({ source: number; page: number } | { blank: { width: number; height: number } }) & PageLook;

/** A bookmark the result gets, pointing at (the first use of) a page of a source, whole page in view. */
export interface SourceBookmark {
  title: string;
  source: number;
  page: number;
}

/** Document information of a new document; pdf-lib's stamp (its name, creation and modification dates) unless `updateMetadata` is false. */
export interface NewDocumentInfo {
  updateMetadata?: boolean;
  title?: string;
  producer?: string;
  creator?: string;
}

export interface WriteOptions {
  /** Top-level bookmarks (in place of a rewritten document's own); the file then opens with the bookmarks shown. */
  bookmarks?: SourceBookmark[];
  /** Keep one copy of identical fonts, images and streams (the same file merged twice, files made by one program). */
  mergeDuplicates?: boolean;
}

/**
 * A source document ready to give pages, any number of times (split takes one part at a time):
 * its internal links and the back-references from its pages are taken off once (see links.ts).
 */
export interface PreparedSource {
  doc: PDFDocument;
  detached: DetachedPages;
  /** Its bookmarks, read the first time they are asked for. */
  outline?: Bookmark[];
}

export const prepareSource = (doc: PDFDocument): PreparedSource => ({ doc, detached: detachPageLinks(doc) });

interface Source {
  /** Its pages taken into the result, by page index: copies, or the document's own pages. */
  pages: Map<number, PDFPage>;
  links?: DetachedPages['links'];
  outline?: Bookmark[];
}

/** The document rewritten in place: its pages as it was opened, and its destinations read then. */
interface Base {
  pages: PDFPage[];
  resolve: ReturnType<typeof destinationResolver>;
}

const INHERITED = ['Resources', 'MediaBox', 'CropBox', 'Rotate'].map((key) => PDFName.of(key));
const ANNOTS = PDFName.of('Annots');
const WIDGET = PDFName.of('Widget');

/** Makes a page carry what it inherited from the page tree, so it can move to a flat tree. */
function ownInherited(leaf: PDFPageLeaf) {
  for (const name of INHERITED) {
    if (leaf.has(name)) continue;
    const value = leaf.getInheritableAttribute(name);
    if (value !== undefined) leaf.set(name, value);
  }
}

function turn(page: PDFPage, by: QuarterTurn) {
  if (by === 0) return;
  const own = page.node.Rotate()?.asNumber() ?? 0;
  page.node.set(PDFName.of('Rotate'), PDFNumber.of((((own + by) % 360) + 360) % 360));
}

/** A page dictionary's copy that draws on its own: a direct /Contents array is not shared with the original. */
function cloneLeaf(leaf: PDFPageLeaf): PDFPageLeaf {
  const clone = leaf.clone();
  const contents = clone.get(PDFName.of('Contents'));
  if (contents instanceof PDFArray) clone.set(PDFName.of('Contents'), contents.clone());
  return clone;
}

/** Pairs the widgets of a source page's /Annots with their copies (same positions), by reference. */
function pairWidgets(source: PDFPage, copy: PDFPage, into: Map<string, PDFRef>) {
  const from = source.node.lookup(ANNOTS);
  const to = copy.node.lookup(ANNOTS);
  if (!(from instanceof PDFArray) || !(to instanceof PDFArray)) return;
  from.asArray().forEach((entry, i) => {
    const copied = to.get(i);
    const dict = source.doc.context.lookup(entry);
    if (entry instanceof PDFRef && copied instanceof PDFRef && dict instanceof PDFDict && dict.get(PDFName.of('Subtype')) === WIDGET) {
      into.set(entry.toString(), copied);
    }
  });
}

export class PageAssembly {
  private readonly sources = new Map<number, Source>();
  private readonly result: PDFPage[] = [];
  private readonly placed = new Set<PDFPage>();
  /** A placed page as it was before it was turned or drawn on, for its later uses. */
  private readonly originals = new Map<PDFPage, PDFPageLeaf>();
  private readonly fonts = new Map<StandardFonts, Promise<PDFFont>>();
  /** The hidden text layer's font, made with the first hidden text. */
  private glyphless?: PDFRef;
  /** A new document's information, set when it is written. */
  private info: NewDocumentInfo = {};

  private constructor(
    /** The document being written: embed an overlay's image into it. */
    readonly document: PDFDocument,
    private readonly base: Base | null,
  ) {}

  /** An assembly into a new, empty document. */
  static async create(info: NewDocumentInfo = {}): Promise<PageAssembly> {
    const assembly = new PageAssembly(await PDFDocument.create({ updateMetadata: info.updateMetadata ?? true }), null);
    assembly.info = info;
    return assembly;
  }

  /** An assembly that rewrites `doc` in place; its own pages are source 0. */
  static inPlace(doc: PDFDocument): PageAssembly {
    const pages = doc.getPages();
    pages.forEach((page) => ownInherited(page.node));
    const assembly = new PageAssembly(doc, { pages, resolve: destinationResolver(doc) });
    assembly.sources.set(0, { pages: new Map(pages.map((page, i) => [i, page])) });
    return assembly;
  }

  /**
   * Takes `pages` (0-based, each once however often it is used) of a source into the document, as
   * source `number` of the page list; `outline` keeps the source's bookmarks that point inside the
   * result. Take only pages the list uses: a page's form fields come with it.
   */
  async addSource(number: number, source: PDFDocument | PreparedSource, pages: readonly number[], options: { outline?: boolean } = {}): Promise<void> {
    if (this.sources.has(number)) throw new Error(`Source ${number + 1} is already in this assembly.`);
    const prepared = 'detached' in source ? source : prepareSource(source);
    const { doc: src } = prepared;
    const count = src.getPageCount();
    const missing = pages.find((page) => !Number.isInteger(page) || page < 0 || page >= count);
    if (missing !== undefined) throw new Error(`There is no page ${missing + 1} in file ${number + 1}.`);
    const wanted = [...new Set(pages)];
    const { document: doc } = this;
    await src.flush();
    const copier = PDFObjectCopier.for(src.context, doc.context);
    const srcPages = src.getPages();
    // As pdf-lib's copyPages: every page copied with one copier, then registered.
    const leaves = wanted.map((index) => copier.copy(srcPages[index].node));
    const copies = leaves.map((leaf) => PDFPage.of(leaf, doc.context.register(leaf), doc));
    const widgets = new Map<string, PDFRef>();
    wanted.forEach((index, k) => pairWidgets(srcPages[index], copies[k], widgets));
    const form = copyForm(src.context, src.catalog, doc.context, copier, widgets, prepared.detached.widgetParents);
    if (form) addToForm(doc.context, doc.catalog, form);
    this.sources.set(number, {
      pages: new Map(wanted.map((index, k) => [index, copies[k]])),
      links: prepared.detached.links,
      outline: options.outline ? (prepared.outline ??= readOutline(src)) : undefined,
    });
  }

  /** Appends pages to the result, in order. */
  async add(pages: readonly PageSource[]): Promise<void> {
    for (const spec of pages) {
      const rotate = spec.rotate ?? 0;
      const overlays = spec.overlays ?? [];
      let page: PDFPage;
      if ('blank' in spec) page = this.blank(spec.blank.width, spec.blank.height);
      else {
        const taken = this.sources.get(spec.source)?.pages.get(spec.page);
        if (!taken) throw new Error(`There is no page ${spec.page + 1} in file ${spec.source + 1}.`);
        page = this.placed.has(taken) ? this.duplicate(taken) : taken;
        if (page === taken && (rotate !== 0 || overlays.length > 0)) this.originals.set(taken, cloneLeaf(taken.node));
      }
      turn(page, rotate);
      if (overlays.length > 0) await drawOverlays(page, overlays, (font) => this.font(font ?? StandardFonts.Helvetica), () => (this.glyphless ??= createGlyphlessFont(this.document.context)));
      this.result.push(page);
      this.placed.add(page);
    }
  }

  /** Writes the result; the assembly (and its document) must not be used after this. */
  async write(options: WriteOptions = {}): Promise<{ bytes: Uint8Array; pages: number }> {
    if (this.result.length === 0) throw new Error('A PDF needs at least one page.');
    const { document: doc } = this;
    const placedRef = (source: number, page: number) => {
      const taken = this.sources.get(source)?.pages.get(page);
      return taken && this.placed.has(taken) ? taken.ref : undefined;
    };
    const bookmarks: PartBookmark[] = (options.bookmarks ?? []).flatMap(({ title, source, page }) => {
      const ref = placedRef(source, page);
      return ref ? [{ title, page: ref, view: [PDFName.of('Fit')], children: [] }] : [];
    });
    for (const [number, source] of this.sources) {
      const refOf = (page: number) => placedRef(number, page);
      if (source.links) {
        const taken = [...source.pages].filter(([, page]) => this.placed.has(page));
        reattachPageLinks(doc, taken.map(([index]) => index), taken.map(([, page]) => page), source.links, refOf);
      }
      if (source.outline) bookmarks.push(...keptBookmarks(source.outline, refOf));
    }
    if (this.base) this.pruneBase(this.base);
    writeBookmarks(doc, bookmarks, (options.bookmarks?.length ?? 0) > 0);
    const { title, producer, creator } = this.info;
    if (title) doc.setTitle(title);
    if (producer) doc.setProducer(producer);
    if (creator) doc.setCreator(creator);
    this.writePageTree();
    if (options.mergeDuplicates) mergeDuplicates(doc.context);
    dropUnreferenced(doc.context);
    // pdf-lib's own page list is the one it read or built, not this one: the count is ours.
    return { bytes: await writePdf(doc), pages: this.result.length };
  }

  private blank(width: number, height: number): PDFPage {
    const page = PDFPage.create(this.document);
    page.setSize(width, height);
    return page;
  }

  /** A second use of a page: the same content and resources; its links and form fields stay with the first. */
  private duplicate(page: PDFPage): PDFPage {
    const leaf = cloneLeaf(this.originals.get(page) ?? page.node);
    leaf.delete(ANNOTS);
    leaf.delete(PDFName.of('StructParents'));
    return PDFPage.of(leaf, this.document.context.register(leaf), this.document);
  }

  private font(name: StandardFonts): Promise<PDFFont> {
    let font = this.fonts.get(name);
    if (!font) this.fonts.set(name, (font = this.document.embedFont(name)));
    return font;
  }

  /** What pointed at pages of the rewritten document that the result left out goes. */
  private pruneBase({ pages, resolve }: Base) {
    const { document: doc, placed } = this;
    const kept = (index: number) => placed.has(pages[index]);
    const keptPages = pages.filter((page) => placed.has(page));
    dropLinksOutside(doc, keptPages, resolve, kept);
    pruneOutline(doc, (item) => {
      const target = isInternalJump(item) ? resolve(item) : null;
      return target !== null && !kept(target.page);
    });
    const own = new Map(pages.map((page) => [page.ref.toString(), page]));
    dropDestinationsTo(doc, (ref) => {
      const page = own.get(ref.toString());
      return page !== undefined && !placed.has(page);
    });
    // Fields copied in from other sources are in the form too: their widgets are on the result's pages as well.
    const onPages = new Set<string>();
    for (const page of this.result) {
      const annots = page.node.lookup(ANNOTS);
      if (annots instanceof PDFArray) for (const entry of annots.asArray()) if (entry instanceof PDFRef) onPages.add(entry.toString());
    }
    pruneForm(doc.context, doc.catalog, (widget) => onPages.has(widget.toString()));
  }

  /** One flat page tree of the result, in order. */
  private writePageTree() {
    const { catalog, context } = this.document;
    const tree = catalog.Pages();
    const treeRef = catalog.get(PDFName.of('Pages')) as PDFRef;
    for (const name of INHERITED) tree.delete(name);
    const kids = PDFArray.withContext(context);
    for (const page of this.result) {
      page.node.set(PDFName.of('Parent'), treeRef);
      kids.push(page.ref);
    }
    tree.set(PDFName.of('Kids'), kids);
    tree.set(PDFName.of('Count'), PDFNumber.of(this.result.length));
  }
}
