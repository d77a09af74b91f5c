/**
 * Baseline JPEGs rewritten as one progressive JPEG, losslessly (the same coefficients, so the same
 * pixels), with a scan script chosen for the image and optimal Huffman tables per scan.
 *
 * Why: MozJPEG's progressive mode tries 64 candidate scans inside one encode and keeps the best,
 * which costs as much again as the encode itself and cannot be split. Baseline MozJPEG (trellis
 * quantisation included) can: horizontal strips of a photo encode on several workers at once, and
 * their coefficients are the photo's. The script is chosen the way MozJPEG's scan search does,
 * by pricing candidates: per component, the successive-approximation depth Al (first scans at Al
 * plus one refinement scan per level below) and where to split the first scan's band; the prices
 * come from symbol counts on every fourth block row, not from encoding.
 */
import { readStrips, type CoefficientImage } from './coefficients';
import { BitWriter, codedBits, codesOf, dhtSegment, optimalTable } from './huffman';
import { codeAcFirst, codeAcRefine, codeDcFirst, CountingSink, RecordingSink, type RowSample, type Sink } from './scans';
import { concatBytes } from '../../../../lib/concatBytes';

/** One scan: components (indices), spectral band ss..se, successive approximation ah/al. */
export interface ScanSpec {
  components: number[];
  ss: number;
  se: number;
  ah: number;
  al: number;
}

/** Deepest point transform tried: luma, chroma (MozJPEG's search tries the same). */
const MAX_AL = [3, 2];
/** Where a first scan's band may be split in two (MozJPEG's candidates). */
const SPLITS = [2, 5, 8, 12, 18];
/** Candidates are priced on every fourth block row of big images. */
const PRICE_SAMPLE_ROWS = 64;

/** The progressive JPEG holding the same coefficients as `strips` (baseline JPEGs, top to bottom). */
export function progressiveFromBaseline(strips: readonly Uint8Array[]): Uint8Array {
  return writeProgressive(readStrips(strips));
}

export function writeProgressive(image: CoefficientImage, script = chooseScript(image)): Uint8Array {
  const parts: Uint8Array[] = [Uint8Array.of(0xff, 0xd8)];
  if (image.jfif) parts.push(image.jfif);
  parts.push(...image.quantTables, frameHeader(image));
  for (const scan of script) parts.push(...scanSegments(image, scan));
  parts.push(Uint8Array.of(0xff, 0xd9));
  return concatBytes(parts);
}

/** Table of each component in a scan: 0 for the first component (luma), 1 for the rest. */
const tableOf = (component: number) => (component === 0 ? 0 : 1);

function codeScan(image: CoefficientImage, scan: ScanSpec, sink: Sink, rows?: RowSample): void {
  const components = scan.components.map((c) => image.components[c]);
  if (scan.ss === 0) {
    if (scan.ah !== 0) throw new Error('DC refinement is not written');
    codeDcFirst(components, scan.al, scan.components.map(tableOf), sink);
  } else if (scan.ah === 0) codeAcFirst(components[0], scan.ss, scan.se, scan.al, tableOf(scan.components[0]), sink, rows);
  else codeAcRefine(components[0], scan.ss, scan.se, scan.al, tableOf(scan.components[0]), sink, rows);
}

/** The tables a scan uses: slot per table index (0/1), DC or AC. */
function tablesUsed(scan: ScanSpec): number[] {
  return [...new Set(scan.components.map(tableOf))];
}

function scanSegments(image: CoefficientImage, scan: ScanSpec): Uint8Array[] {
  const counts = new RecordingSink();
  codeScan(image, scan, counts);
  const tableClass = scan.ss === 0 ? 0 : 1;
  const used = tablesUsed(scan);
  const specs = [0, 1].map((t) => (used.includes(t) ? optimalTable(counts.freq[t]) : null));
  const codes = specs.map((spec) => (spec ? codesOf(spec) : { code: new Uint16Array(256), length: new Uint8Array(256) }));
  const writer = new BitWriter(Math.ceil((codedBits(counts.freq[0], codes[0]) + codedBits(counts.freq[1], codes[1]) + counts.rawBits) / 8 + 1024));
  counts.writeTo(writer, codes);
  const dht = dhtSegment(used.map((slot) => ({ tableClass, slot, spec: specs[slot] as NonNullable<(typeof specs)[number]> })));
  return [dht, scanHeader(image, scan), writer.finish()];
}

function frameHeader({ width, height, components }: CoefficientImage): Uint8Array {
  const length = 8 + 3 * components.length;
  const out = [0xff, 0xc2, length >> 8, length & 0xff, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, components.length];
  for (const c of components) out.push(c.id, (c.h << 4) | c.v, c.tq);
  return Uint8Array.from(out);
}

function scanHeader(image: CoefficientImage, scan: ScanSpec): Uint8Array {
  const length = 6 + 2 * scan.components.length;
  const out = [0xff, 0xda, length >> 8, length & 0xff, scan.components.length];
  for (const c of scan.components) out.push(image.components[c].id, scan.ss === 0 ? tableOf(c) << 4 : tableOf(c));
  out.push(scan.ss, scan.se, (scan.ah << 4) | scan.al);
  return Uint8Array.from(out);
}

/** Bits a scan would take with its own optimal tables, tables included. */
function price(image: CoefficientImage, scan: ScanSpec, rows: RowSample): number {
  const counts = new CountingSink();
  codeScan(image, scan, counts, rows);
  let sampled = counts.rawBits;
  let tables = 0;
  for (const t of tablesUsed(scan)) {
    const spec = optimalTable(counts.freq[t]);
    sampled += codedBits(counts.freq[t], codesOf(spec));
    tables += 8 * (17 + spec.symbols.length);
  }
  return sampled * rows.step + tables;
}

/**
 * The script: one interleaved DC scan; per component, first scans at the depth Al and band split
 * that price lowest, luma before chroma; then the refinement scans, deepest first.
 */
export function chooseScript(image: CoefficientImage): ScanSpec[] {
  const all = image.components.map((_, i) => i);
  const firsts: ScanSpec[] = [];
  const refines: ScanSpec[] = [];
  image.components.forEach((component, c) => {
    const rows: RowSample = { step: component.blocksHigh >= PRICE_SAMPLE_ROWS ? 4 : 1 };
    const cost = (ss: number, se: number, ah: number, al: number) => price(image, { components: [c], ss, se, ah, al }, rows);
    // Depth: first scan over 1..63 at al plus refinements down to 0; stop at the first that costs more.
    let bestAl = 0;
    let best = cost(1, 63, 0, 0);
    let refineSum = 0;
    const maxAl = MAX_AL[c === 0 ? 0 : 1];
    for (let al = 1; al <= maxAl; al++) {
      refineSum += cost(1, 63, al, al - 1);
      const total = cost(1, 63, 0, al) + refineSum;
      if (total >= best) break;
      best = total;
      bestAl = al;
    }
    // Band split at that depth.
    let bestSplit = 0;
    let whole = cost(1, 63, 0, bestAl);
    for (const split of SPLITS) {
      const total = cost(1, split, 0, bestAl) + cost(split + 1, 63, 0, bestAl);
      if (total < whole) {
        whole = total;
        bestSplit = split;
      }
    }
    if (bestSplit) firsts.push({ components: [c], ss: 1, se: bestSplit, ah: 0, al: bestAl }, { components: [c], ss: bestSplit + 1, se: 63, ah: 0, al: bestAl });
    else firsts.push({ components: [c], ss: 1, se: 63, ah: 0, al: bestAl });
    for (let al = bestAl - 1; al >= 0; al--) refines.push({ components: [c], ss: 1, se: 63, ah: al + 1, al });
  });
  // Coarser refinements first (a stable sort keeps luma ahead of chroma at each level).
  refines.sort((a, b) => b.al - a.al);
  return [{ components: all, ss: 0, se: 0, ah: 0, al: 0 }, ...firsts, ...refines];
}

