/**
 * A page's skew from a small grey copy of it: the angle at which the dark pixels' projection
 * onto the vertical axis is sharpest (text lines then fall into few rows, the gaps between them
 * into empty ones). Tesseract finds the skew itself only by a full layout analysis of the page,
 * which it then redoes on the straightened copy; this costs a few milliseconds instead (measured:
 * 3-9 % of a page's CPU time saved, bench/REPORT.md).
 */

/** Otsu's threshold of a grey histogram. */
function otsu(histogram: Uint32Array, total: number): number {
  let sum = 0;
  for (let i = 0; i < 256; i += 1) sum += i * histogram[i];
  let [sumBack, weightBack, best, threshold] = [0, 0, -1, 128];
  for (let i = 0; i < 256; i += 1) {
    weightBack += histogram[i];
    if (weightBack === 0) continue;
    const weightFore = total - weightBack;
    if (weightFore === 0) break;
    sumBack += i * histogram[i];
    const [meanBack, meanFore] = [sumBack / weightBack, (sum - sumBack) / weightFore];
    const between = weightBack * weightFore * (meanBack - meanFore) ** 2;
    if (between > best) [best, threshold] = [between, i];
  }
  return threshold;
}

/**
 * The sharpest angle of a projection: points (u across the image from its middle, v down it) are
 * counted into bins of v - u·tan(angle); of equally sharp angles, the nearest to level. Returns the
 * angle and its sharpness (the bins' sum of squares, over what evenly spread points would give).
 */
function sharpest(us: readonly number[], vs: readonly number[], span: number, across: number, limit: number): { angle: number; sharpness: number } {
  const margin = Math.ceil((across / 2) * Math.tan(limit)) + 1;
  const bins = new Float64Array(span + 2 * margin);
  const score = (angle: number) => {
    bins.fill(0);
    const t = Math.tan(angle);
    for (let i = 0; i < us.length; i += 1) bins[Math.round(vs[i] - us[i] * t) + margin] += 1;
    let sum = 0;
    for (let b = 0; b < bins.length; b += 1) sum += bins[b] * bins[b];
    return sum;
  };
  const search = (centre: number, steps: number, step: number) => {
    let [best, bestScore] = [0, -1];
    for (let k = -steps; k <= steps; k += 1) {
      const angle = centre + k * step;
      const value = score(angle);
      if (value > bestScore || (value === bestScore && Math.abs(angle) < Math.abs(best))) [best, bestScore] = [angle, value];
    }
    return { angle: best, score: bestScore };
  };
  const coarse = search(0, Math.round(limit / 0.004), 0.004);
  const fine = search(coarse.angle, 8, 0.0005);
  return { angle: fine.angle, sharpness: fine.score / ((us.length * us.length) / span) };
}

/**
 * The skew of `grey` (one byte per pixel, width × height) in radians, in Tesseract's sense
 * (tesseract.js's `rotateRadians`: the angle it turns the image by to straighten it), 0 when the
 * page shows no clear lines, or null when its lines run down the image (a page turned a quarter,
 * which Tesseract reads as vertical text and which orientation.ts tells by that reading: there
 * Tesseract finds the skew itself, as before). Searched within ±`limit` radians.
 */
export function estimateSkew(grey: Uint8Array | Uint8ClampedArray, width: number, height: number, limit = 0.09): number | null {
  const histogram = new Uint32Array(256);
  for (let i = 0; i < width * height; i += 1) histogram[grey[i]] += 1;
  const threshold = otsu(histogram, width * height);
  // Edges of strokes: dark pixels with a light one below (for lines across) or on the right (lines down).
  const [acrossX, acrossY, downY, downX]: number[][] = [[], [], [], []];
  for (let y = 0; y < height - 1; y += 1) {
    for (let x = 0; x < width - 1; x += 1) {
      const i = y * width + x;
      if (grey[i] > threshold) continue;
      if (grey[i + width] > threshold) {
        acrossX.push(x - width / 2);
        acrossY.push(y);
      }
      if (grey[i + 1] > threshold) {
        // Lines down the page: x + (y - middle)·tan(angle) is constant along them.
        downY.push(height / 2 - y);
        downX.push(x);
      }
    }
  }
  if (acrossX.length < 50) return 0;
  const across = sharpest(acrossX, acrossY, height, width, limit);
  const down = sharpest(downY, downX, width, height, limit);
  if (down.sharpness > across.sharpness) return null;
  // A line falling to the right (y grows with x) is a positive slope here, a negative angle to Tesseract.
  return -across.angle || 0;
}

/** The longer side of the copy the skew is found on (a 300 dpi A4 page shrinks about 3.5×: its text stays 7-9 pixels high). */
const SKEW_SIDE = 1000;

/** The size of the small copy of a width × height image that `skewOfRgba` wants. */
export function skewCopySize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, SKEW_SIDE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** The skew (estimateSkew) of RGBA pixels, such as a canvas's, taken as grey. */
export function skewOfRgba(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): number | null {
  const grey = new Uint8Array(width * height);
  for (let i = 0; i < grey.length; i += 1) grey[i] = (rgba[4 * i] * 77 + rgba[4 * i + 1] * 150 + rgba[4 * i + 2] * 29) >> 8;
  return estimateSkew(grey, width, height);
}
