import { beforeAll, describe, expect, it } from 'vitest';
import { initNodeCodecs } from '../../../../helpers/nodeCodecs';
import { applyOrientation, type Orientation } from '../../../../../src/wasm/image/orientation';
import { imageMatrix, MAX_PAGE_POINTS, placeImage } from '../../../../../src/wasm/pdf/imagesToPdf/layout';

describe('placeImage', () => {
  it("'Fit image' makes the page the image's size at 96 px per inch, plus the margin all round", () => {
    expect(placeImage(1200, 1600, { pageSize: 'fit', orientation: 'auto', margin: 'none' })).toEqual({
      pageWidth: 900, pageHeight: 1200, x: 0, y: 0, width: 900, height: 1200,
    });
    expect(placeImage(400, 200, { pageSize: 'fit', orientation: 'portrait', margin: 'small' })).toEqual({
      pageWidth: 336, pageHeight: 186, x: 18, y: 18, width: 300, height: 150,
    });
  });

  it('a huge image is scaled down so no page side passes 200 inches', () => {
    const box = placeImage(40000, 10000, { pageSize: 'fit', orientation: 'auto', margin: 'large' });
    expect(box.pageWidth).toBeCloseTo(MAX_PAGE_POINTS, 6);
    expect(box.width / box.height).toBeCloseTo(4, 6);
  });

  it('A4 and Letter: auto turns the page to the image, the image is centred and fills the area inside the margin', () => {
    const landscape = placeImage(3000, 2000, { pageSize: 'a4', orientation: 'auto', margin: 'none' });
    expect([landscape.pageWidth, landscape.pageHeight]).toEqual([841.89, 595.28]);
    expect(landscape.width).toBeCloseTo(841.89, 6);
    expect(landscape.height).toBeCloseTo(841.89 / 1.5, 6);
    expect(landscape.y).toBeCloseTo((595.28 - landscape.height) / 2, 6);
    const portrait = placeImage(3000, 2000, { pageSize: 'letter', orientation: 'portrait', margin: 'large' });
    expect([portrait.pageWidth, portrait.pageHeight]).toEqual([612, 792]);
    expect(portrait.width).toBeCloseTo(612 - 108, 6);
    expect(portrait.y).toBeCloseTo((792 - portrait.height) / 2, 6);
    const square = placeImage(500, 500, { pageSize: 'letter', orientation: 'auto', margin: 'small' });
    expect([square.pageWidth, square.pageHeight]).toEqual([612, 792]);
    expect(placeImage(10, 20, { pageSize: 'a4', orientation: 'landscape', margin: 'none' }).pageWidth).toBe(841.89);
  });
});

describe('imageMatrix', () => {
  beforeAll(initNodeCodecs);
  // Every stored pixel's centre, drawn through the matrix, lands where the image engine's
  // pixel rotation (used by every other tool) puts that pixel.
  const w = 3;
  const h = 2;
  const stored = () => new ImageData(new Uint8ClampedArray(Array.from({ length: w * h }, (_, i) => [i, 0, 0, 255]).flat()), w, h);

  it.each([1, 2, 3, 4, 5, 6, 7, 8] as Orientation[])('orientation %i draws the pixels where the image engine turns them', (o) => {
    const upright = applyOrientation(stored(), o);
    const [a, b, c, d, e, f] = imageMatrix(o, { x: 0, y: 0, width: upright.width, height: upright.height });
    for (let sy = 0; sy < h; sy++) {
      for (let sx = 0; sx < w; sx++) {
        const [u, v] = [(sx + 0.5) / w, 1 - (sy + 0.5) / h];
        const [px, py] = [a * u + c * v + e, b * u + d * v + f];
        const [ux, uy] = [Math.floor(px), Math.floor(upright.height - py)];
        expect(upright.data[(uy * upright.width + ux) * 4]).toBe(sy * w + sx);
      }
    }
  });
});
