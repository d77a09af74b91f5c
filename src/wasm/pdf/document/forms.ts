/**
 * Form fields (PDF 32000 §12.7) through the page assembly. A field is a tree of dictionaries under
 * the catalog's /AcroForm /Fields whose leaves are widget annotations, each on a page. A field
 * stays while one of its widgets is on a page of the result, and goes with its last one.
 *
 * Copied pages: links.ts takes each widget's /Parent off before copying (else pdf-lib would copy
 * the whole form and every page its other widgets sit on); `copyForm` then copies the fields above
 * the copied widgets, with the same copier as the pages, so what they share (fonts of /DR and of
 * the widgets' appearances) is copied once, and hangs the copies back together.
 * A document rewritten in place: `pruneForm` takes the fields whose widgets all left out of it.
 */
import { PDFArray, PDFDict, PDFName, PDFRef, type PDFContext, type PDFObject, type PDFObjectCopier } from '@cantoo/pdf-lib';

const ACRO_FORM = PDFName.of('AcroForm');
const FIELDS = PDFName.of('Fields');
const KIDS = PDFName.of('Kids');
const PARENT = PDFName.of('Parent');
const CO = PDFName.of('CO');
const DA = PDFName.of('DA');
const DR = PDFName.of('DR');
const FONT = PDFName.of('Font');
const WIDGET = PDFName.of('Widget');
/** A looping or absurd field tree is not followed further. */
const MAX_FIELDS = 20_000;
/** Entries of /AcroForm a copy leaves behind: its fields are rebuilt, and XFA describes the whole original form. */
const NOT_COPIED = new Set(['/Fields', '/CO', '/XFA']);

/** The fields of one source that survive, copied, with the form-wide entries they rely on. */
export interface CopiedForm {
  /** Top-level fields of the copy. */
  fields: PDFRef[];
  /** The calculation order, for the fields that survive. */
  calculationOrder: PDFRef[];
  /** The other /AcroForm entries (default appearance and resources, flags), copied. */
  entries: [PDFName, PDFObject][];
}

const formOf = (catalog: PDFDict) => {
  const form = catalog.lookup(ACRO_FORM);
  return form instanceof PDFDict ? form : undefined;
};

/**
 * Copies the source's fields that have a widget on a copied page. `widgetCopies` maps a source
 * widget's reference to its copy's, `widgetParents` each source widget's field (see links.ts).
 */
export function copyForm(
  src: PDFContext,
  srcCatalog: PDFDict,
  dest: PDFContext,
  copier: PDFObjectCopier,
  widgetCopies: Map<string, PDFRef>,
  widgetParents: Map<string, PDFObject>,
): CopiedForm | null {
  const form = formOf(srcCatalog);
  if (!form || widgetCopies.size === 0) return null;
  const fields = form.lookup(FIELDS);
  const copies = new Map<string, PDFRef>();
  const seen = new Set<string>();
  const visit = (item: PDFObject): PDFRef | undefined => {
    if (!(item instanceof PDFRef) || seen.has(item.toString()) || seen.size >= MAX_FIELDS) return undefined;
    const key = item.toString();
    seen.add(key);
    const dict = src.lookup(item);
    if (!(dict instanceof PDFDict)) return undefined;
    const kids = dict.lookup(KIDS);
    if (!(kids instanceof PDFArray)) return widgetCopies.get(key); // a widget (with its field, when they are one dictionary)
    const kept = kids.asArray().flatMap((kid) => visit(kid) ?? []);
    if (kept.length === 0) return undefined;
    const field = dict.clone(src);
    for (const name of [KIDS, PARENT, PDFName.of('P')]) field.delete(name);
    const ref = dest.register(copier.copy(field));
    (dest.lookup(ref) as PDFDict).set(KIDS, dest.obj(kept));
    for (const kid of kept) (dest.lookup(kid) as PDFDict).set(PARENT, ref);
    copies.set(key, ref);
    return ref;
  };
  const top = (fields instanceof PDFArray ? fields.asArray() : []).flatMap((field) => visit(field) ?? []);
  // A widget whose field is missing from /Fields (writers forget it, or the whole list) keeps its field too.
  for (const widget of widgetCopies.keys()) {
    const parent = widgetParents.get(widget);
    if (seen.has(widget) || !(parent instanceof PDFRef)) continue;
    const ref = visit(topField(src, parent));
    if (ref) top.push(ref);
  }
  if (top.length === 0) return null;
  const order = form.lookup(CO);
  const calculationOrder = order instanceof PDFArray ? order.asArray().flatMap((f) => (f instanceof PDFRef ? (copies.get(f.toString()) ?? widgetCopies.get(f.toString()) ?? []) : [])) : [];
  const entries = form.entries().filter(([name]) => !NOT_COPIED.has(name.toString())).map(([name, value]): [PDFName, PDFObject] => [name, copier.copy(value)]);
  return { fields: top, calculationOrder, entries };
}

/** The top of a field's tree, up its (possibly looping) parents. */
function topField(context: PDFContext, field: PDFRef): PDFRef {
  const seen = new Set<string>();
  let top = field;
  for (let at: PDFObject | undefined = field; at instanceof PDFRef && !seen.has(at.toString()); ) {
    seen.add(at.toString());
    top = at;
    const dict: PDFObject | undefined = context.lookup(at);
    at = dict instanceof PDFDict ? dict.get(PARENT) : undefined;
  }
  return top;
}

/**
 * Adds the copied fields to the document's form (made when it has none). The first form's
 * defaults stay; another's default appearance moves onto its own top fields when it differs, and
 * its default fonts join the form's under names not taken yet.
 */
export function addToForm(context: PDFContext, catalog: PDFDict, copied: CopiedForm): void {
  let form = formOf(catalog);
  if (!form) {
    form = context.obj({});
    for (const [name, value] of copied.entries) form.set(name, value);
    form.set(FIELDS, context.obj([]));
    catalog.set(ACRO_FORM, context.register(form));
  } else {
    const entries = new Map(copied.entries.map(([name, value]) => [name.toString(), value]));
    const theirs = entries.get('/DA');
    const ours = form.lookup(DA);
    if (theirs && !(ours && String(ours) === String(context.lookup(theirs)))) {
      for (const field of copied.fields) {
        const dict = context.lookup(field);
        if (dict instanceof PDFDict && !dict.has(DA)) dict.set(DA, theirs);
      }
    }
    mergeDefaultFonts(context, form, entries.get('/DR'));
    for (const [name, value] of copied.entries) if (!form.has(name)) form.set(name, value);
  }
  const fields = arrayIn(context, form, FIELDS);
  for (const field of copied.fields) fields.push(field);
  if (copied.calculationOrder.length > 0) {
    const order = arrayIn(context, form, CO);
    for (const field of copied.calculationOrder) order.push(field);
  }
}

/** The array at `key` of `dict`, made when it is missing. */
function arrayIn(context: PDFContext, dict: PDFDict, key: PDFName): PDFArray {
  const found = dict.lookup(key);
  if (found instanceof PDFArray) return found;
  const made = context.obj([]);
  dict.set(key, made);
  return made;
}

/** The dictionary at `key` of `dict`, made when it is missing. */
function dictIn(context: PDFContext, dict: PDFDict, key: PDFName): PDFDict {
  const found = dict.lookup(key);
  if (found instanceof PDFDict) return found;
  const made = context.obj({});
  dict.set(key, made);
  return made;
}

function mergeDefaultFonts(context: PDFContext, form: PDFDict, resources: PDFObject | undefined): void {
  const theirs = context.lookup(resources);
  const theirFonts = theirs instanceof PDFDict ? theirs.lookup(FONT) : undefined;
  if (!(theirFonts instanceof PDFDict)) return;
  const fonts = dictIn(context, dictIn(context, form, DR), FONT);
  for (const [name, font] of theirFonts.entries()) if (!fonts.has(name)) fonts.set(name, font);
}

/**
 * In a document rewritten in place: removes the fields none of whose widgets is on a page of the
 * result (`onPage` answers for a widget's reference); fields without any widget stay. Answers how
 * many fields and widgets went.
 */
export function pruneForm(context: PDFContext, catalog: PDFDict, onPage: (widget: PDFRef) => boolean): number {
  const form = formOf(catalog);
  const fields = form?.lookup(FIELDS);
  if (!form || !(fields instanceof PDFArray)) return 0;
  let dropped = 0;
  const seen = new Set<string>();
  const gone = new Set<string>();
  /** Whether the field (or widget) stays; prunes its kids in place. */
  const keep = (item: PDFObject): boolean => {
    if (!(item instanceof PDFRef)) return true;
    if (seen.has(item.toString())) return !gone.has(item.toString());
    seen.add(item.toString());
    if (seen.size > MAX_FIELDS) return true;
    const dict = context.lookup(item);
    if (!(dict instanceof PDFDict)) return true;
    const kids = dict.lookup(KIDS);
    let stays: boolean;
    if (kids instanceof PDFArray) {
      const before = kids.size();
      pruneArray(kids, keep);
      stays = kids.size() > 0 || before === 0;
    } else stays = dict.get(PDFName.of('Subtype')) !== WIDGET || onPage(item);
    if (!stays) {
      gone.add(item.toString());
      dropped += 1;
    }
    return stays;
  };
  pruneArray(fields, keep);
  const order = form.lookup(CO);
  if (order instanceof PDFArray) pruneArray(order, (field) => !(field instanceof PDFRef && gone.has(field.toString())));
  return dropped;
}

function pruneArray(array: PDFArray, keep: (item: PDFObject) => boolean): void {
  for (let i = array.size() - 1; i >= 0; i--) if (!keep(array.get(i))) array.remove(i);
}
