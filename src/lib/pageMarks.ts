/**
 * Where marks go on a page, shared by the stamping worker (which draws them) and the pages' live
 * previews (which show them on the thumbnails): page-number labels in their formats, a mark's
 * anchor from one of the places on the page, and colours typed as #rrggbb. Points, origin at the
 * bottom-left of the page as shown.
 */

export type PageNumberFormat = 'n' | 'page-n' | 'page-n-of-total' | 'roman';

/** The six places of a page number. */
export type EdgePosition = 'top-left' | 'top-center' | 'top-right' | 'bottom-left' | 'bottom-center' | 'bottom-right';

/** The nine places of a single watermark. */
export type GridPosition = EdgePosition | 'middle-left' | 'center' | 'middle-right';

const ROMAN: [number, string][] = [
  [1000, 'm'], [900, 'cm'], [500, 'd'], [400, 'cd'], [100, 'c'], [90, 'xc'],
  [50, 'l'], [40, 'xl'], [10, 'x'], [9, 'ix'], [5, 'v'], [4, 'iv'], [1, 'i'],
];

/** Lower-case Roman numerals (1 → i, 14 → xiv); numbers below 1 stay Arabic. */
export function toRoman(value: number): string {
  if (!Number.isInteger(value) || value < 1) return String(value);
  let rest = value;
  let out = '';
  for (const [size, letters] of ROMAN) {
    for (; rest >= size; rest -= size) out += letters;
  }
  return out;
}

/** The label of number `value` of the last number `last`, in `format`. */
export function pageNumberLabel(format: PageNumberFormat, value: number, last: number): string {
  if (format === 'roman') return toRoman(value);
  if (format === 'page-n') return `Page ${value}`;
  if (format === 'page-n-of-total') return `Page ${value} of ${last}`;
  return String(value);
}

/**
 * The labels of the numbered pages (1-based, in page order): consecutive numbers from `first`;
 * 'of N' counts to the last number given.
 */
export function pageNumberLabels(numbered: readonly number[], first: number, format: PageNumberFormat): { page: number; text: string }[] {
  const sorted = [...new Set(numbered)].sort((a, b) => a - b);
  const last = first + sorted.length - 1;
  return sorted.map((page, i) => ({ page, text: pageNumberLabel(format, first + i, last) }));
}

export type Align = 'left' | 'center' | 'right';

/** Height of capitals as a share of the font size (DejaVu Sans: 0.729). */
const CAP_HEIGHT = 0.73;

/**
 * The baseline anchor of a line of `size` points at `position` on a `width` × `height` page, its
 * capitals `margin` points from the nearest edges (its middle on a centred side).
 */
export function edgeAnchor(position: GridPosition, width: number, height: number, size: number, margin: number): { x: number; y: number; align: Align } {
  const [row, column] = splitPosition(position);
  const align: Align = column === 'left' ? 'left' : column === 'right' ? 'right' : 'center';
  const x = column === 'left' ? margin : column === 'right' ? width - margin : width / 2;
  const cap = size * CAP_HEIGHT;
  const y = row === 'bottom' ? margin : row === 'top' ? height - margin - cap : height / 2 - cap / 2;
  return { x, y, align };
}

/**
 * The centre of a box of `boxWidth` × `boxHeight` (a turned watermark's bounds, or an image) at
 * `position` on the page, `margin` from the nearest edges.
 */
export function boxCentre(position: GridPosition, width: number, height: number, boxWidth: number, boxHeight: number, margin: number): { x: number; y: number } {
  const [row, column] = splitPosition(position);
  const x = column === 'left' ? margin + boxWidth / 2 : column === 'right' ? width - margin - boxWidth / 2 : width / 2;
  const y = row === 'bottom' ? margin + boxHeight / 2 : row === 'top' ? height - margin - boxHeight / 2 : height / 2;
  return { x, y };
}

/** The bounds of a `w` × `h` box turned by `angle` degrees. */
export function turnedBounds(w: number, h: number, angle: number): { width: number; height: number } {
  const turn = (angle * Math.PI) / 180;
  const [cos, sin] = [Math.abs(Math.cos(turn)), Math.abs(Math.sin(turn))];
  return { width: w * cos + h * sin, height: w * sin + h * cos };
}

/** Space between tiles, as a share of the font size. */
const TILE_GAP = 2.5;

/**
 * The centres of a tiled watermark's lines on a `width` × `height` page: rows along the text's own
 * direction (`angle` degrees), every other row shifted by half a step, covering the page; only the
 * tiles whose bounds touch the page.
 */
export function tileCentres(width: number, height: number, lineWidth: number, size: number, angle: number): { x: number; y: number }[] {
  const bounds = turnedBounds(lineWidth, size * 0.75, angle);
  const stepX = lineWidth + size * TILE_GAP;
  const stepY = size * TILE_GAP;
  const turn = (angle * Math.PI) / 180;
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
  const reach = Math.hypot(width, height) / 2 + stepX;
  const centres: { x: number; y: number }[] = [];
  const rows = Math.ceil(reach / stepY);
  const columns = Math.ceil(reach / stepX) + 1;
  for (let row = -rows; row <= rows; row++) {
    const shift = (Math.abs(row) % 2) * (stepX / 2);
    for (let column = -columns; column <= columns; column++) {
      const [u, v] = [column * stepX + shift, row * stepY];
      const x = width / 2 + u * cos - v * sin;
      const y = height / 2 + u * sin + v * cos;
      if (x + bounds.width / 2 < 0 || x - bounds.width / 2 > width || y + bounds.height / 2 < 0 || y - bounds.height / 2 > height) continue;
      centres.push({ x, y });
    }
  }
  return centres;
}

function splitPosition(position: GridPosition): ['top' | 'middle' | 'bottom', 'left' | 'center' | 'right'] {
  if (position === 'center') return ['middle', 'center'];
  const [row, column] = position.split('-') as ['top' | 'middle' | 'bottom', 'left' | 'center' | 'right'];
  return [row, column];
}

/** '#1e40af' → [r, g, b] in 0..1; anything else is black. */
export function hexColor(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return [0, 0, 0];
  return [parseInt(match[1], 16) / 255, parseInt(match[2], 16) / 255, parseInt(match[3], 16) / 255];
}
