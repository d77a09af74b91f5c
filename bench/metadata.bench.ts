/**
 * `npm run bench:metadata`: lossless removal and EXIF writing on corpus photos, median of 5 runs
 * each: time, throughput, bytes saved, and a check that the image data stayed byte-identical.
 * (No exiftool/jpegtran on these machines to compare with; the spec's own method, a canvas
 * redraw, re-encodes every pixel and is measured in the browser e2e, not here.)
 */
import { it } from 'vitest';
import { corpusBytes } from '../tests/helpers/corpus';
import { bytesEqual } from '../src/wasm/metadata/bytes';
import { detectFormat } from '../src/wasm/metadata/imageFormat';
import { jpegImageData } from '../src/wasm/metadata/jpegSegments';
import { pngImageData } from '../src/wasm/metadata/pngChunks';
import { readMetadata } from '../src/wasm/metadata/readMetadata';
import { stripMetadata } from '../src/wasm/metadata/stripMetadata';
import { webpImageData } from '../src/wasm/metadata/webpChunks';
import { writeEdits } from '../src/wasm/metadata/writeEdits';
import { readEditable } from '../src/wasm/metadata/editableFields';

const FILES = ['photo-phone-xiaomi-gps.jpg', 'gps-nikon-coolpix.jpg', 'iptc-xmp-staff-photographer.jpg', 'icc-adobergb-iptc.jpg', 'orientation-6.jpg', 'png-exif-gps.png', 'screenshot-kde-desktop.png', 'photo-exif-gps.webp', 'wood-4096.webp'];
const RUNS = 5;
const imageData = { jpeg: jpegImageData, png: pngImageData, webp: webpImageData };

async function median(run: () => unknown): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)];
}

it('metadata: strip, read, write', async () => {
  const rows = [];
  for (const file of FILES) {
    const input = corpusBytes(file);
    const format = detectFormat(input)!;
    const stripped = stripMetadata(input)!.bytes;
    const edits = { ...readEditable(await readMetadata(input)), title: 'Bench ✓', latitude: '-10.5', longitude: '20.25' };
    rows.push({
      file,
      kB: +(input.length / 1024).toFixed(1),
      'strip ms': +(await median(() => stripMetadata(input))).toFixed(2),
      'strip MB/s': +(input.length / 1048576 / ((await median(() => stripMetadata(input))) / 1000)).toFixed(0),
      'saved kB': +((input.length - stripped.length) / 1024).toFixed(1),
      'identical pixels': bytesEqual(imageData[format](stripped), imageData[format](input)),
      'read ms': +(await median(() => readMetadata(input))).toFixed(2),
      'write ms': +(await median(() => writeEdits(input, edits))).toFixed(2),
    });
  }
  console.table(rows);
});
