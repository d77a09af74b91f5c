/**
 * The canvas fallback: its rules (exact spec constants) as pure functions, and the client really
 * switching to it when the worker cannot run (forced here with a Worker that fails to load).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dimensionScale,
  exportQuality,
  needsRetry,
  pickRetry,
  pngExportType,
  pngPageQuality,
  pngRetryQuality,
  scaledSize,
} from '../../../../../src/wasm/image/canvas/fallbackRules';
import { corpusDescribe } from '../../../../helpers/corpus';

vi.mock('../../../../../src/wasm/image/canvas/canvasFallback', () => ({
  canvasCompress: vi.fn(async (_file: Blob, type: string, quality: number, scale: boolean) => ({
    blob: new Blob([new Uint8Array(10)], { type: type === 'image/avif' ? 'image/png' : type }),
    width: scale && quality < 70 ? 320 : 640,
    height: 480,
    quality,
  })),
  canvasCompressPng: vi.fn(async () => ({ blob: new Blob([new Uint8Array(10)], { type: 'image/jpeg' }), width: 495, height: 450 })),
}));

describe('fallback rules (spec section 9)', () => {
  it('export quality is quality/100 with a floor of 0.1', () => {
    expect(exportQuality(80)).toBe(0.8);
    expect(exportQuality(30)).toBe(0.3);
    expect(exportQuality(5)).toBe(0.1);
  });

  it('below 70 the dimensions scale by max(0.5, quality/100)', () => {
    expect(dimensionScale(70)).toBe(1);
    expect(dimensionScale(69)).toBe(0.69);
    expect(dimensionScale(40)).toBe(0.5);
    expect(scaledSize(640, 427, 60)).toEqual({ width: 384, height: 256 });
    expect(scaledSize(640, 427, 100)).toEqual({ width: 640, height: 427 });
  });

  it('PNG page: quality max(15, 90 - 8 x level), retry at max(10, quality - 20)', () => {
    expect([1, 5, 7, 9].map(pngPageQuality)).toEqual([82, 50, 34, 18]);
    expect(pngPageQuality(10)).toBe(15);
    expect(pngRetryQuality(34)).toBe(14);
    expect(pngRetryQuality(18)).toBe(10);
  });

  it('transparent stays PNG, opaque becomes JPEG; retry only when not smaller, and used only if smaller', () => {
    expect(pngExportType(true)).toBe('image/png');
    expect(pngExportType(false)).toBe('image/jpeg');
    expect(needsRetry(100, 100)).toBe(true);
    expect(needsRetry(99, 100)).toBe(false);
    expect(pickRetry({ size: 50 }, { size: 40 })).toEqual({ size: 40 });
    expect(pickRetry({ size: 50 }, { size: 60 })).toEqual({ size: 50 });
  });
});

corpusDescribe('forced fallback', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uses the canvas method when the worker fails, and names the output by the format produced', async () => {
    class BrokenWorker {
      onerror: ((e: { message: string; preventDefault: () => void }) => void) | null = null;
      onmessage = null;
      postMessage() {
        queueMicrotask(() => this.onerror?.({ message: 'worker failed to load', preventDefault: () => undefined }));
      }
      terminate() {}
    }
    vi.stubGlobal('Worker', BrokenWorker);
    const { compressImageFile } = await import('../../../../../src/wasm/image/client');
    const { toEngineResult } = await import('../../../../../src/machines/imageEngine.actor');
    const canvas = await import('../../../../../src/wasm/image/canvas/canvasFallback');
    const { corpusBytes } = await import('../../../../helpers/corpus');
    const file = new File([corpusBytes('alpha-swirlaxy.png') as Uint8Array<ArrayBuffer>], 'swirl.png', { type: 'image/png' });

    const viaImage = await compressImageFile(file, { format: 'avif', quality: 60, scaleBelow70: true, keepMetadata: false }, {});
    expect(canvas.canvasCompress).toHaveBeenCalledWith(file, 'image/avif', 60, true, undefined); // no resize asked
    expect(viaImage.engine).toBe('canvas');
    // The canvas could not write AVIF and gave PNG: the name must say .png, not .avif.
    expect(toEngineResult(file, viaImage).fileName).toBe('compressed_swirl.png');

    const viaPng = await compressImageFile(file, { format: 'png', quality: 100, pngLevel: 7, scaleBelow70: false, keepMetadata: false }, { pngPage: true });
    expect(canvas.canvasCompressPng).toHaveBeenCalledWith(file, 7);
    expect(toEngineResult(file, viaPng).fileName).toBe('compressed_swirl.jpg');
  });
});
