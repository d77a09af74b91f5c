/**
 * Exact nearest-colour search in a small palette (up to 256 entries, coordinates of ./space):
 * each entry keeps the others sorted by distance, and a search starts from a guess (the pixel's
 * neighbour, or the entry a colour had before) and stops as soon as the triangle inequality rules
 * out the rest: an entry j at distance D(g, j) from the guess g is at least D(g, j) - D(x, g) from
 * the colour x, so once D(g, j) >= D(x, g) + best, none further can win. On images, where a pixel
 * is usually close to its neighbour's colour, that is a handful of distances per pixel instead of
 * one per entry.
 */
import { ALPHA_SCALE, BB, BG, BR, KB, KG, KR, RB, RG, RR } from './space';

// Local copies: a bundler's or a test runner's module bindings can cost a lookup per use in the inner loops.
const [S_ALPHA_SCALE, S_BB, S_BG, S_BR, S_KB, S_KG, S_KR, S_RB, S_RG, S_RR] = [ALPHA_SCALE, BB, BG, BR, KB, KG, KR, RB, RG, RR];

/** Opaque colours are searched through a 6-bit RGB grid of candidate lists (see findOpaque). */
const CELL_SHIFT = 2;
const CELL = 1 << CELL_SHIFT;

export class Nearest {
  readonly size: number;
  readonly coords: Float64Array;
  private readonly order: Uint16Array;
  private readonly distance: Float64Array;
  /** [0]: the squared distance of the last answer (a typed array: no number boxed per search). */
  readonly last = new Float64Array(1);

  /** Per cell of the grid: where its candidate list starts in `pool` (-1: not built yet), and its length. */
  private cellStart: Int32Array | null = null;
  private cellLength: Uint16Array | null = null;
  private pool = new Uint8Array(1 << 16);
  private poolUsed = 0;
  private lastCellNearest = 0;
  /** Distance from a cell's centre to its farthest corner, in the space. */
  private readonly cellRadius: number;

  constructor(coords: Float64Array, size = coords.length / 4) {
    const h = CELL / 2;
    let radius = 0;
    for (const dr of [-h, h]) for (const dg of [-h, h]) for (const db of [-h, h]) {
      const y = S_KR * dr + S_KG * dg + S_KB * db;
      const cb = S_BR * dr + S_BG * dg + S_BB * db;
      const cr = S_RR * dr + S_RG * dg + S_RB * db;
      radius = Math.max(radius, Math.sqrt(y * y + cb * cb + cr * cr));
    }
    this.cellRadius = radius;
    this.size = size;
    this.coords = coords;
    this.order = new Uint16Array(size * size);
    this.distance = new Float64Array(size * size);
    const row = new Float64Array(size);
    // Sorted as numbers (no comparator): distance in fixed point, the index in the low 9 bits.
    const keys = new Float64Array(size);
    for (let i = 0; i < size; i++) {
      for (let j = 0; j < size; j++) {
        const d0 = coords[i * 4] - coords[j * 4];
        const d1 = coords[i * 4 + 1] - coords[j * 4 + 1];
        const d2 = coords[i * 4 + 2] - coords[j * 4 + 2];
        const d3 = coords[i * 4 + 3] - coords[j * 4 + 3];
        row[j] = Math.sqrt(d0 * d0 + d1 * d1 + d2 * d2 + d3 * d3);
        // The entry itself first (index 0 of its key space), then by distance, ties by index.
        keys[j] = j === i ? -1 : Math.floor(row[j] * 4096) * 512 + j;
      }
      keys.sort();
      this.order[i * size] = i;
      this.distance[i * size] = 0;
      for (let k = 1; k < size; k++) {
        const j = keys[k] % 512;
        this.order[i * size + k] = j;
        // Rounded down like the key, so the sorted distances never exceed the true ones (the bound stays safe).
        this.distance[i * size + k] = Math.floor(row[j] * 4096) / 4096;
      }
    }
  }

  /** The entry nearest to (c0, c1, c2, c3), searching from `guess`. */
  find(c0: number, c1: number, c2: number, c3: number, guess: number): number {
    const { coords, order, distance, size } = this;
    let e0 = coords[guess * 4] - c0;
    let e1 = coords[guess * 4 + 1] - c1;
    let e2 = coords[guess * 4 + 2] - c2;
    let e3 = coords[guess * 4 + 3] - c3;
    let best = guess;
    let best2 = e0 * e0 + e1 * e1 + e2 * e2 + e3 * e3;
    const fromGuess = Math.sqrt(best2);
    let bound = fromGuess + fromGuess;
    const base = guess * size;
    for (let k = 1; k < size; k++) {
      if (distance[base + k] >= bound) break;
      const j = order[base + k];
      e0 = coords[j * 4] - c0;
      e1 = coords[j * 4 + 1] - c1;
      e2 = coords[j * 4 + 2] - c2;
      e3 = coords[j * 4 + 3] - c3;
      const d2 = e0 * e0 + e1 * e1 + e2 * e2 + e3 * e3;
      if (d2 < best2) {
        best2 = d2;
        best = j;
        bound = fromGuess + Math.sqrt(d2);
      }
    }
    this.last[0] = best2;
    return best;
  }

  /**
   * The entry nearest to an opaque colour (r, g, b 0..255, fractions allowed), exact: the grid cell
   * holding the colour lists every entry within dmin + 2 x radius of the cell's centre (dmin: the
   * nearest entry to the centre, radius: centre to corner), which must include the colour's
   * nearest, so a few distances decide. Lists are built the first time a cell is met.
   */
  findOpaque(r: number, g: number, b: number): number {
    const ri = r >= 255 ? 255 : r | 0;
    const gi = g >= 255 ? 255 : g | 0;
    const bi = b >= 255 ? 255 : b | 0;
    const cell = ((ri >> CELL_SHIFT) << 12) | ((gi >> CELL_SHIFT) << 6) | (bi >> CELL_SHIFT);
    this.cellStart ??= new Int32Array(1 << 18).fill(-1);
    this.cellLength ??= new Uint16Array(1 << 18);
    let start = this.cellStart[cell];
    if (start < 0) start = this.buildCell(cell);
    const length = this.cellLength[cell];
    const { coords, pool } = this;
    const c0 = S_KR * r + S_KG * g + S_KB * b;
    const c1 = S_BR * r + S_BG * g + S_BB * b;
    const c2 = S_RR * r + S_RG * g + S_RB * b;
    const c3 = 255 * S_ALPHA_SCALE;
    let best = pool[start];
    let best2 = Infinity;
    for (let k = start, end = start + length; k < end; k++) {
      const j = pool[k];
      const e0 = coords[j * 4] - c0;
      const e1 = coords[j * 4 + 1] - c1;
      const e2 = coords[j * 4 + 2] - c2;
      const e3 = coords[j * 4 + 3] - c3;
      const d2 = e0 * e0 + e1 * e1 + e2 * e2 + e3 * e3;
      if (d2 < best2) {
        best2 = d2;
        best = j;
      }
    }
    this.last[0] = best2;
    return best;
  }

  private buildCell(cell: number): number {
    const { coords, size } = this;
    const r = ((cell >> 12) << CELL_SHIFT) + CELL / 2;
    const g = (((cell >> 6) & 63) << CELL_SHIFT) + CELL / 2;
    const b = ((cell & 63) << CELL_SHIFT) + CELL / 2;
    const c0 = S_KR * r + S_KG * g + S_KB * b;
    const c1 = S_BR * r + S_BG * g + S_BB * b;
    const c2 = S_RR * r + S_RG * g + S_RB * b;
    const c3 = 255 * S_ALPHA_SCALE;
    // The centre's nearest entry n, then every entry within dmin + 2 x radius of the centre: those are
    // within 2 x dmin + 2 x radius of n, a prefix of n's sorted list.
    const n = this.find(c0, c1, c2, c3, this.lastCellNearest);
    this.lastCellNearest = n;
    const dmin = Math.sqrt(this.last[0]);
    const limit = dmin + 2 * this.cellRadius + 1e-9;
    const reach = dmin + limit;
    if (this.poolUsed + size > this.pool.length) {
      const grown = new Uint8Array(this.pool.length * 2);
      grown.set(this.pool);
      this.pool = grown;
    }
    const start = this.poolUsed;
    const base = n * size;
    for (let k = 0; k < size && this.distance[base + k] <= reach; k++) {
      const j = this.order[base + k];
      const e0 = coords[j * 4] - c0;
      const e1 = coords[j * 4 + 1] - c1;
      const e2 = coords[j * 4 + 2] - c2;
      const e3 = coords[j * 4 + 3] - c3;
      if (Math.sqrt(e0 * e0 + e1 * e1 + e2 * e2 + e3 * e3) <= limit) this.pool[this.poolUsed++] = j;
    }
    this.cellStart![cell] = start;
    this.cellLength![cell] = this.poolUsed - start;
    return start;
  }
}
