/**
 * HarfBuzz's subsetter (harfbuzzjs's harfbuzz-subset.wasm, a module with no imports) driven through
 * its C API. The wasm is fetched on first use only, so a PDF without embedded fonts never loads it;
 * Node tests hand it the bytes from node_modules through `provideSubsetWasm`.
 */
import wasmUrl from 'harfbuzzjs/dist/harfbuzz-subset.wasm?url';

interface HbExports {
  memory: WebAssembly.Memory;
  _initialize?: () => void;
  malloc(size: number): number;
  free(ptr: number): void;
  hb_blob_create(data: number, length: number, mode: number, userData: number, destroy: number): number;
  hb_blob_destroy(blob: number): void;
  hb_blob_get_length(blob: number): number;
  hb_blob_get_data(blob: number, lengthOut: number): number;
  hb_face_create(blob: number, index: number): number;
  hb_face_destroy(face: number): void;
  hb_face_reference_blob(face: number): number;
  hb_set_add(set: number, value: number): void;
  hb_subset_input_create_or_fail(): number;
  hb_subset_input_destroy(input: number): void;
  hb_subset_input_glyph_set(input: number): number;
  hb_subset_input_set(input: number, which: number): number;
  hb_subset_input_set_flags(input: number, flags: number): void;
  hb_subset_or_fail(face: number, input: number): number;
}

const HB_MEMORY_MODE_WRITABLE = 2;
// hb-subset.h: glyph ids stay where they are (content streams and CIDToGIDMaps point at them), the
// .notdef outline stays (a reader draws it for codes the font lacks), post glyph names stay (readers
// look names from /Differences up there), and layout closure is off (PDF text is already shaped).
const FLAGS = 0x2 /* RETAIN_GIDS */ | 0x40 /* NOTDEF_OUTLINE */ | 0x80 /* GLYPH_NAMES */ | 0x200; /* NO_LAYOUT_CLOSURE */
const SETS_NO_SUBSET_TABLE_TAG = 2;
const SETS_DROP_TABLE_TAG = 3;
/** cmap is copied as it is (cmapPrune.ts then drops what maps to removed glyphs): simple TrueType fonts are read through it, and its glyph ids still hold. */
const KEPT_WHOLE = ['cmap'];
/** Tables only a shaping engine reads; a PDF reader places each glyph itself. */
const DROPPED = ['GSUB', 'GPOS', 'GDEF', 'BASE', 'JSTF', 'MATH', 'DSIG'];

const tag = (name: string) => [...name].reduce((value, char) => ((value << 8) | char.charCodeAt(0)) >>> 0, 0);

type WasmSource = () => Promise<BufferSource | WebAssembly.Module>;

let source: WasmSource = async () => new Uint8Array(await (await fetch(wasmUrl)).arrayBuffer());
let loaded: Promise<HbExports> | undefined;

/** Where the wasm comes from (Node tests read it from node_modules); resets the loaded instance. */
export function provideSubsetWasm(next: WasmSource): void {
  source = next;
  loaded = undefined;
}

async function instantiate(): Promise<HbExports> {
  const wasm = await source();
  const instance = wasm instanceof WebAssembly.Module ? await WebAssembly.instantiate(wasm, {}) : (await WebAssembly.instantiate(wasm, {})).instance;
  const hb = instance.exports as unknown as HbExports;
  hb._initialize?.();
  return hb;
}

export function loadSubsetter(): Promise<HbExports> {
  loaded ??= instantiate().catch((error: unknown) => {
    loaded = undefined; // a failed fetch may succeed on the next PDF
    throw error;
  });
  return loaded;
}

/**
 * The font (an sfnt: TrueType or OpenType) with only `glyphs` (and what composites need) drawn,
 * every glyph id unchanged; null when HarfBuzz cannot read or subset it.
 */
export function subsetFont(hb: HbExports, font: Uint8Array, glyphs: Iterable<number>): Uint8Array | null {
  const data = hb.malloc(font.length);
  if (!data) return null;
  new Uint8Array(hb.memory.buffer).set(font, data);
  const blob = hb.hb_blob_create(data, font.length, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  const input = hb.hb_subset_input_create_or_fail();
  let subset = 0;
  try {
    if (!input) return null;
    hb.hb_subset_input_set_flags(input, FLAGS);
    const glyphSet = hb.hb_subset_input_glyph_set(input);
    for (const glyph of glyphs) hb.hb_set_add(glyphSet, glyph);
    const keep = hb.hb_subset_input_set(input, SETS_NO_SUBSET_TABLE_TAG);
    for (const name of KEPT_WHOLE) hb.hb_set_add(keep, tag(name));
    const drop = hb.hb_subset_input_set(input, SETS_DROP_TABLE_TAG);
    for (const name of DROPPED) hb.hb_set_add(drop, tag(name));
    subset = hb.hb_subset_or_fail(face, input);
    if (!subset) return null;
    const result = hb.hb_face_reference_blob(subset);
    const length = hb.hb_blob_get_length(result);
    const pointer = hb.hb_blob_get_data(result, 0);
    // Copy out before anything else allocates: memory may grow and detach the old view.
    const bytes = length > 0 ? new Uint8Array(hb.memory.buffer, pointer, length).slice() : null;
    hb.hb_blob_destroy(result);
    return bytes;
  } finally {
    if (subset) hb.hb_face_destroy(subset);
    if (input) hb.hb_subset_input_destroy(input);
    hb.hb_face_destroy(face);
    hb.free(data);
  }
}
