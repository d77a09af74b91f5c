/**
 * PNG and TIFF predictors of FlateDecode streams (PDF 32000 §7.4.4.4), for 8-bit samples (PNG's
 * also for 1, 2 and 4-bit ones, whose rows it predicts byte by byte, a pixel counting as one byte).
 * pdf-lib's `decodePDFRawStream` inflates but leaves predicted rows as they are, so images
 * stored with a predictor are undone here; `applyPngPredictor` does the reverse when an image is
 * re-compressed losslessly (per-row filter choice, as libpng does).
 */
export interface PredictorParams {
  predictor: number;
  /** Samples per pixel. */
  colors: number;
  columns: number;
  /** Bits per sample (default 8); under 8 only with PNG predictors. */
  bitsPerComponent?: number;
}

const paeth = (left: number, up: number, upLeft: number) => {
  const p = left + up - upLeft;
  const pa = Math.abs(p - left);
  const pb = Math.abs(p - up);
  const pc = Math.abs(p - upLeft);
  if (pa <= pb && pa <= pc) return left;
  return pb <= pc ? up : upLeft;
};

function predict(filter: number, left: number, up: number, upLeft: number): number {
  switch (filter) {
    case 1:
      return left;
    case 2:
      return up;
    case 3:
      return (left + up) >> 1;
    case 4:
      return paeth(left, up, upLeft);
    default:
      return 0;
  }
}

function undoPngRows(data: Uint8Array, bpp: number, rowBytes: number): Uint8Array {
  const rows = Math.floor(data.length / (rowBytes + 1));
  const out = new Uint8Array(rows * rowBytes);
  for (let r = 0; r < rows; r++) {
    const filter = data[r * (rowBytes + 1)];
    const src = r * (rowBytes + 1) + 1;
    const dst = r * rowBytes;
    for (let i = 0; i < rowBytes; i++) {
      const raw = data[src + i];
      const left = i >= bpp ? out[dst + i - bpp] : 0;
      const up = r > 0 ? out[dst + i - rowBytes] : 0;
      const upLeft = r > 0 && i >= bpp ? out[dst + i - rowBytes - bpp] : 0;
      if (filter > 4) throw new Error(`Unknown PNG row filter ${filter}`);
      out[dst + i] = (raw + predict(filter, left, up, upLeft)) & 0xff;
    }
  }
  return out;
}

function undoTiffRows(data: Uint8Array, bpp: number, rowBytes: number): Uint8Array {
  const out = data.slice(0, Math.floor(data.length / rowBytes) * rowBytes);
  for (let row = 0; row < out.length; row += rowBytes) {
    for (let i = bpp; i < rowBytes; i++) out[row + i] = (out[row + i] + out[row + i - bpp]) & 0xff;
  }
  return out;
}

/** Turns predicted rows back into plain (packed) samples: 8 bits per component, or PNG rows of fewer. */
export function undoPredictor(data: Uint8Array, params: PredictorParams): Uint8Array {
  const bits = params.bitsPerComponent ?? 8;
  const bpp = Math.max(1, Math.ceil((params.colors * bits) / 8));
  const rowBytes = Math.ceil((params.colors * params.columns * bits) / 8);
  if (params.predictor <= 1) return data;
  if (params.predictor === 2 && bits !== 8) throw new Error('TIFF predictor on samples under 8 bits');
  if (params.predictor === 2) return undoTiffRows(data, bpp, rowBytes);
  if (params.predictor >= 10) return undoPngRows(data, bpp, rowBytes);
  throw new Error(`Unknown predictor ${params.predictor}`);
}

const signedCost = (value: number) => (value < 128 ? value : 256 - value);

/** Encodes samples as PNG-predicted rows, picking per row the filter with the smallest residuals. */
export function applyPngPredictor(samples: Uint8Array, bpp: number, rowBytes: number): Uint8Array {
  const rows = samples.length / rowBytes;
  const out = new Uint8Array(rows * (rowBytes + 1));
  const candidate = new Uint8Array(rowBytes);
  for (let r = 0; r < rows; r++) {
    const row = r * rowBytes;
    let bestCost = Infinity;
    let bestFilter = 0;
    const target = r * (rowBytes + 1);
    for (let filter = 0; filter <= 4; filter++) {
      let cost = 0;
      for (let i = 0; i < rowBytes; i++) {
        const left = i >= bpp ? samples[row + i - bpp] : 0;
        const up = r > 0 ? samples[row + i - rowBytes] : 0;
        const upLeft = r > 0 && i >= bpp ? samples[row + i - rowBytes - bpp] : 0;
        const predicted = predict(filter, left, up, upLeft);
        candidate[i] = (samples[row + i] - predicted) & 0xff;
        cost += signedCost(candidate[i]);
      }
      if (cost < bestCost) {
        bestCost = cost;
        bestFilter = filter;
        out.set(candidate, target + 1);
      }
    }
    out[target] = bestFilter;
  }
  return out;
}
