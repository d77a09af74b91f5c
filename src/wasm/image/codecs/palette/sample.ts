/**
 * A sample of a big image for the palette floor search: square tiles on a regular grid, side by
 * side in one smaller image (at most about `target` pixels), so a palette can be tried and scored there
 * before the whole image is remapped once. Tiles are big next to SSIM's 8 x 8 windows, so the
 * seams change the score very little; the winner is always checked on the whole image.
 */
const TILE = 64;

export function sampleTiles(image: ImageData, target: number): ImageData {
  const { width, height, data } = image;
  if (width * height <= target || width < TILE * 2 || height < TILE * 2) return image;
  const across = Math.floor(width / TILE);
  const down = Math.floor(height / TILE);
  // Keep the grid's aspect: pick every k-th tile in both directions.
  const k = Math.max(1, Math.ceil(Math.sqrt((across * down * TILE * TILE) / target)));
  const columns = Math.ceil(across / k);
  const rows = Math.ceil(down / k);
  const out = new Uint8ClampedArray(columns * TILE * rows * TILE * 4);
  const outWidth = columns * TILE;
  for (let ty = 0; ty < rows; ty++) {
    // Spread the chosen tiles over the image, centred in their stride.
    const sy = Math.min(height - TILE, Math.floor(((ty + 0.5) * height) / rows - TILE / 2));
    for (let tx = 0; tx < columns; tx++) {
      const sx = Math.min(width - TILE, Math.floor(((tx + 0.5) * width) / columns - TILE / 2));
      for (let r = 0; r < TILE; r++) {
        const from = ((sy + r) * width + sx) * 4;
        out.set(data.subarray(from, from + TILE * 4), ((ty * TILE + r) * outWidth + tx * TILE) * 4);
      }
    }
  }
  return new ImageData(out, outWidth, rows * TILE);
}
