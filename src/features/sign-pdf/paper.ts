/**
 * Pictures of signatures: the paper of a scan or photo made see-through (near-white pixels
 * transparent, a soft edge between), and the picture cut to its ink with a little margin; and
 * the pointer capture the pad and the placed marks use while a pointer draws or drags.
 */

/** At or above this lightness (the darkest of R, G, B) a pixel is paper; at or below INK, ink; in between, partly both. */
const PAPER = 225;
const INK = 175;

/** Makes near-white pixels of straight RGBA `data` transparent, in place; returns whether any ink is left. */
export function clearPaper(data: Uint8ClampedArray): boolean {
  let ink = false;
  for (let p = 0; p < data.length; p += 4) {
    const light = Math.min(data[p], data[p + 1], data[p + 2]);
    const keep = light >= PAPER ? 0 : light <= INK ? 1 : (PAPER - light) / (PAPER - INK);
    data[p + 3] = Math.round(data[p + 3] * keep);
    if (data[p + 3] > 0) ink = true;
  }
  return ink;
}

export interface InkBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The smallest box holding every pixel that is not transparent, grown by `margin` (inside the picture); null when there is none. */
export function inkBox(data: Uint8ClampedArray, width: number, height: number, margin: number): InkBox | null {
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (data[(y * width + x) * 4 + 3] === 0) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      if (y > bottom) bottom = y;
    }
  }
  if (right < 0) return null;
  const x = Math.max(0, left - margin);
  const y = Math.max(0, top - margin);
  return { x, y, width: Math.min(width, right + 1 + margin) - x, height: Math.min(height, bottom + 1 + margin) - y };
}

/** A canvas's picture cut to its ink, as a PNG data URL with its size; null when the canvas is empty. */
export function cutToInk(canvas: HTMLCanvasElement, margin = 8): { url: string; width: number; height: number } | null {
  const context = canvas.getContext('2d');
  if (!context) return null;
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  const box = inkBox(data, canvas.width, canvas.height, margin);
  if (!box) return null;
  const out = document.createElement('canvas');
  out.width = box.width;
  out.height = box.height;
  out.getContext('2d')?.drawImage(canvas, box.x, box.y, box.width, box.height, 0, 0, box.width, box.height);
  return { url: out.toDataURL('image/png'), width: box.width, height: box.height };
}

/** Keeps a pointer's moves on `element` while it is down; a pointer the browser no longer tracks is simply not captured. */
export function capture(element: Element, pointer: number): void {
  try {
    element.setPointerCapture(pointer);
  } catch {
    // Moves outside the element are then lost, nothing else.
  }
}
