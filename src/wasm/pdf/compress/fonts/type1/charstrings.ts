/**
 * Type 1 charstrings (Adobe Type 1 Font Format, chapter 6) rewritten as Type 2 charstrings (Adobe
 * Technical Note #5177) that draw the same outlines with the same hints: subroutines are inlined,
 * the side bearing moves into the first moveto, vstems become absolute, flex becomes its two
 * curves, hint replacement (othersubr 3) becomes hintmask, seac keeps its accent through endchar's
 * four arguments. Anything this does not know (multiple master othersubrs, a vertical advance, a
 * current point set off the path) throws: the font then stays a Type 1 program.
 */

export interface Stem {
  position: number;
  width: number;
}

type PathItem = { op: number; args: number[] } | { mask: Set<number> };
type Item = { op: number; args: number[] } | { keys: Set<string> };

export interface Type2Glyph {
  width: number;
  hstems: Stem[];
  vstems: Stem[];
  /** True when the hints change within the glyph (hintmask is needed). */
  replaced: boolean;
  items: PathItem[];
  /** adx ady bchar achar of an accented character (Type 2 endchar with four arguments). */
  seac?: number[];
}

// Type 2 operators (the one-byte ones; 12 x are written as 1200 + x).
export const OP = {
  hstem: 1,
  vstem: 3,
  vmoveto: 4,
  rlineto: 5,
  hlineto: 6,
  vlineto: 7,
  rrcurveto: 8,
  endchar: 14,
  hstemhm: 18,
  hintmask: 19,
  vstemhm: 23,
  rmoveto: 21,
  hmoveto: 22,
  vhcurveto: 30,
  hvcurveto: 31,
} as const;

const MAX_SUBR_DEPTH = 10;
const MAX_OPERATIONS = 1 << 16;

class Converter {
  private stack: number[] = [];
  private psStack: number[] = [];
  private x = 0;
  private y = 0;
  /** Where the emitted Type 2 path is (starts at the origin, not at the side bearing). */
  private penX = 0;
  private penY = 0;
  private sbx = 0;
  private sby = 0;
  private width = NaN;
  private flex: [number, number][] | null = null;
  private offPath = false;
  private operations = 0;
  private readonly stems = { h: new Map<string, number>(), v: new Map<string, number>() };
  private readonly hList: Stem[] = [];
  private readonly vList: Stem[] = [];
  /** Stem keys ('h 10 20') in the set in force and the set being built by a replacement. */
  private active = new Set<string>();
  private pending: Set<string> | null = null;
  private painted = false;
  private readonly items: Item[] = [];
  seac?: number[];
  done = false;

  constructor(private readonly subrs: Uint8Array[]) {}

  run(code: Uint8Array, depth: number): void {
    if (depth > MAX_SUBR_DEPTH) throw new Error('subroutines nested too deep');
    let i = 0;
    while (i < code.length && !this.done) {
      if (++this.operations > MAX_OPERATIONS) throw new Error('charstring runs away');
      const v = code[i++];
      if (v >= 32) {
        if (v <= 246) this.stack.push(v - 139);
        else if (v <= 250) this.stack.push((v - 247) * 256 + code[i++] + 108);
        else if (v <= 254) this.stack.push(-(v - 251) * 256 - code[i++] - 108);
        else {
          this.stack.push(((code[i] << 24) | (code[i + 1] << 16) | (code[i + 2] << 8) | code[i + 3]) >> 0);
          i += 4;
        }
        if (i > code.length) throw new Error('truncated number');
        continue;
      }
      if (v === 12) {
        if (i >= code.length) throw new Error('truncated escape');
        this.escape(code[i++], depth);
      } else if (v === 11) return; // return
      else this.command(v, depth);
    }
  }

  private take(count: number): number[] {
    if (this.stack.length < count) throw new Error('charstring stack underflow');
    const args = this.stack.splice(this.stack.length - count, count);
    return args;
  }

  private clear(): void {
    this.stack = [];
  }

  private stem(kind: 'h' | 'v', position: number, width: number): void {
    const key = `${kind} ${position} ${width}`;
    const map = this.stems[kind];
    if (!map.has(key)) {
      map.set(key, map.size);
      (kind === 'h' ? this.hList : this.vList).push({ position, width });
    }
    (this.pending ?? this.active).add(key);
  }

  /**
   * Before a painting operator: the first one fixes the set in force; later, a replacement set built
   * since (othersubr 3) takes effect. Each set becomes a mask item; one item alone means no
   * replacement and is dropped in result().
   */
  private paint(): void {
    if (this.offPath) throw new Error('current point set away from the path');
    const next = this.pending;
    this.pending = null;
    if (!this.painted) {
      if (next) this.active = next;
      this.items.push({ keys: this.active });
    } else if (next) {
      const same = next.size === this.active.size && [...next].every((key) => this.active.has(key));
      this.active = next;
      if (!same) this.items.push({ keys: next });
    }
    this.painted = true;
  }

  private moveTo(dx: number, dy: number): void {
    this.x += dx;
    this.y += dy;
    if (this.flex) {
      this.flex.push([this.x, this.y]);
      return;
    }
    this.offPath = false;
    this.paint();
    const rx = this.x - this.penX;
    const ry = this.y - this.penY;
    if (ry === 0) this.items.push({ op: OP.hmoveto, args: [rx] });
    else if (rx === 0) this.items.push({ op: OP.vmoveto, args: [ry] });
    else this.items.push({ op: OP.rmoveto, args: [rx, ry] });
    this.penX = this.x;
    this.penY = this.y;
  }

  private draw(op: number, args: number[], dx: number, dy: number): void {
    if (this.flex) throw new Error('drawing inside flex');
    this.paint();
    this.items.push({ op, args });
    this.x += dx;
    this.y += dy;
    this.penX = this.x;
    this.penY = this.y;
  }

  private command(v: number, depth: number): void {
    switch (v) {
      case 13: {
        // hsbw
        const [sbx, wx] = this.take(2);
        this.sbx = sbx;
        this.sby = 0;
        this.width = wx;
        this.x = sbx;
        this.y = 0;
        break;
      }
      case 1: {
        const [y, dy] = this.take(2);
        this.stem('h', y + this.sby, dy);
        break;
      }
      case 3: {
        const [x, dx] = this.take(2);
        this.stem('v', x + this.sbx, dx);
        break;
      }
      case 21: {
        const [dx, dy] = this.take(2);
        this.moveTo(dx, dy);
        break;
      }
      case 22:
        this.moveTo(this.take(1)[0], 0);
        break;
      case 4:
        this.moveTo(0, this.take(1)[0]);
        break;
      case 5: {
        const [dx, dy] = this.take(2);
        this.draw(OP.rlineto, [dx, dy], dx, dy);
        break;
      }
      case 6: {
        const [dx] = this.take(1);
        this.draw(OP.hlineto, [dx], dx, 0);
        break;
      }
      case 7: {
        const [dy] = this.take(1);
        this.draw(OP.vlineto, [dy], 0, dy);
        break;
      }
      case 8: {
        const args = this.take(6);
        this.draw(OP.rrcurveto, args, args[0] + args[2] + args[4], args[1] + args[3] + args[5]);
        break;
      }
      case 30: {
        const args = this.take(4); // dy1 dx2 dy2 dx3
        this.draw(OP.vhcurveto, args, args[1] + args[3], args[0] + args[2]);
        break;
      }
      case 31: {
        const args = this.take(4); // dx1 dx2 dy2 dy3
        this.draw(OP.hvcurveto, args, args[0] + args[1], args[2] + args[3]);
        break;
      }
      case 9: // closepath: Type 2 closes every subpath itself; the current point does not move
        break;
      case 10: {
        const [index] = this.take(1);
        const subr = this.subrs[index];
        if (!subr) throw new Error('missing subroutine');
        this.run(subr, depth + 1);
        return; // the subroutine's results stay on the stack
      }
      case 14:
        this.paint();
        this.done = true;
        break;
      default:
        throw new Error(`unknown Type 1 operator ${v}`);
    }
    this.clear();
  }

  private escape(v: number, depth: number): void {
    switch (v) {
      case 0: // dotsection: obsolete, ignored by every rasteriser
        break;
      case 1: {
        const args = this.take(6);
        for (let n = 0; n < 6; n += 2) this.stem('v', args[n] + this.sbx, args[n + 1]);
        break;
      }
      case 2: {
        const args = this.take(6);
        for (let n = 0; n < 6; n += 2) this.stem('h', args[n] + this.sby, args[n + 1]);
        break;
      }
      case 6: {
        const [asb, adx, ady, bchar, achar] = this.take(5);
        this.seac = [adx + this.sbx - asb, ady, bchar, achar];
        this.paint();
        this.done = true;
        break;
      }
      case 7: {
        const [sbx, sby, wx, wy] = this.take(4);
        if (wy !== 0) throw new Error('vertical advance');
        this.sbx = sbx;
        this.sby = sby;
        this.width = wx;
        this.x = sbx;
        this.y = sby;
        break;
      }
      case 12: {
        const [a, b] = this.take(2);
        if (b === 0) throw new Error('division by zero');
        this.stack.push(a / b);
        return;
      }
      case 16: {
        const [count, othersubr] = this.take(2);
        const args = this.take(count);
        this.othersubr(othersubr, args);
        return;
      }
      case 17: {
        const value = this.psStack.pop();
        if (value === undefined) throw new Error('pop without a value');
        this.stack.push(value);
        return;
      }
      case 33: {
        const [x, y] = this.take(2);
        if (x !== this.x || y !== this.y) {
          this.x = x;
          this.y = y;
          this.offPath = true; // fine before a moveto, wrong before anything that draws
        }
        break;
      }
      default:
        throw new Error(`unknown Type 1 operator 12 ${v}`);
    }
    this.clear();
    void depth;
  }

  private othersubr(index: number, args: number[]): void {
    switch (index) {
      case 0: {
        // End of flex: its seven points (a reference point, then two curves) become two curves.
        const points = this.flex;
        if (!points || points.length !== 7 || args.length !== 3) throw new Error('bad flex');
        this.flex = null;
        const start: [number, number] = [this.penX, this.penY];
        const curve = (from: [number, number], a: [number, number], b: [number, number], c: [number, number]) => [a[0] - from[0], a[1] - from[1], b[0] - a[0], b[1] - a[1], c[0] - b[0], c[1] - b[1]];
        const [, c1, c2, joint, c3, c4, end] = points;
        this.x = start[0];
        this.y = start[1];
        this.draw(OP.rrcurveto, curve(start, c1, c2, joint), joint[0] - start[0], joint[1] - start[1]);
        this.draw(OP.rrcurveto, curve(joint, c3, c4, end), end[0] - joint[0], end[1] - joint[1]);
        this.psStack = [args[2], args[1]]; // pop pop gives x then y, for setcurrentpoint
        break;
      }
      case 1:
        this.flex = [];
        this.psStack = [];
        break;
      case 2:
        if (!this.flex) throw new Error('flex point outside flex');
        this.psStack = [];
        break;
      case 3:
        // Hint replacement: the subroutine called next declares the new set.
        this.pending = new Set();
        this.psStack = [args[0] ?? 3];
        break;
      case 12:
      case 13:
        this.psStack = []; // counter control: a hint for a few rasterisers; dropped
        break;
      default:
        throw new Error(`othersubr ${index}`);
    }
  }

  result(): Type2Glyph {
    if (!this.done) throw new Error('charstring without endchar');
    if (!Number.isFinite(this.width)) throw new Error('charstring without hsbw');
    if (this.flex) throw new Error('unfinished flex');
    const order = (list: Stem[]) => [...list].sort((a, b) => a.position - b.position || a.width - b.width);
    const hstems = order(this.hList);
    const vstems = order(this.vList);
    const bit = new Map<string, number>();
    hstems.forEach((stem, n) => bit.set(`h ${stem.position} ${stem.width}`, n));
    vstems.forEach((stem, n) => bit.set(`v ${stem.position} ${stem.width}`, hstems.length + n));
    const replaced = this.items.filter((item) => 'keys' in item).length > 1;
    const items: PathItem[] = [];
    for (const item of this.items) {
      if (!('keys' in item)) items.push(item);
      else if (replaced) items.push({ mask: new Set([...item.keys].map((key) => bit.get(key) ?? 0)) });
    }
    return { width: this.width, hstems, vstems, replaced, items, seac: this.seac };
  }
}

export function convertCharString(code: Uint8Array, subrs: Uint8Array[]): Type2Glyph {
  const converter = new Converter(subrs);
  converter.run(code, 0);
  return converter.result();
}
