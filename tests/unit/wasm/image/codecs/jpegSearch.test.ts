import { beforeAll, expect, it, vi } from 'vitest';
import { decodeJpeg, encodeJpeg } from '../../../../../src/wasm/image/codecs/jsquash';
import { compressImageBuffer } from '../../../../../src/wasm/image/compressImage';
import { decodeImageFile } from '../../../../../src/wasm/image/decodeImage';
import { encodeJpegSearched, GUARD_TOLERANCE, JpegScorer, SSIM_TOLERANCE, TABLES, type JpegReference } from '../../../../../src/wasm/image/codecs/jpegSearch';
import type { ImageHelpers } from '../../../../../src/wasm/image/helpers/contract';
import { helpersOver, runHelperJob, type HelperJob } from '../../../../../src/wasm/image/helpers/helperJobs';
import { corpusBuffer, corpusIt, corpusDescribe } from '../../../../helpers/corpus';
import { initNodeCodecs } from '../../../../helpers/nodeCodecs';

beforeAll(() => initNodeCodecs());

/**
 * Node has no canvas, so libjpeg-turbo's place is taken by MozJPEG doing what it does: Annex K
 * tables at the given quality, sequential, 4:2:0. (Without optimised Huffman tables MozJPEG's
 * trellis quantisation misjudges rates and loses quality, so those stay on.)
 */
const referenceEncode = (image: ImageData, quality: number) => encodeJpeg(image, { quality, quant_table: 0, progressive: false });
const baselineReference: JpegReference = async (sample, quality) => decodeJpeg(await referenceEncode(sample, quality));

const upright = async (name: string) => (await decodeImageFile(corpusBuffer(name))).image;

function scores(original: ImageData, decoded: ImageData) {
  const scorer = new JpegScorer(original);
  return { ...scorer.lumaScores(decoded), ...scorer.chromaScores(decoded) };
}

corpusDescribe('the JPEG search (MozJPEG against the reference encoder)', () => {
  it('finds a smaller file that is as good on luma SSIM, MS-SSIM, Cb and Cr SSIM', async () => {
    const image = await upright('rocket-adobergb-noexif.jpg'); // 640 x 427: the sample is the photo
    const steps: number[] = [];
    const { bytes, setting } = await encodeJpegSearched(image, 75, baselineReference, { onStep: (f) => steps.push(f) });
    const reference = await referenceEncode(image, 75);
    const ours = scores(image, await decodeJpeg(bytes));
    const theirs = scores(image, await decodeJpeg(reference));
    expect(ours.luma).toBeGreaterThanOrEqual(theirs.luma - SSIM_TOLERANCE);
    expect(ours.ms).toBeGreaterThanOrEqual(theirs.ms - GUARD_TOLERANCE);
    expect(ours.cb).toBeGreaterThanOrEqual(theirs.cb - GUARD_TOLERANCE);
    expect(ours.cr).toBeGreaterThanOrEqual(theirs.cr - GUARD_TOLERANCE);
    expect(bytes.byteLength).toBeLessThan(reference.byteLength); // against canvas: npm run bench:images
    expect(TABLES.map((t) => t.quantTable)).toContain(setting.quantTable);
    // The photo's chroma is smooth: the search spends fewer bits on it than on luma.
    expect(setting.chromaQuality).toBeLessThan(setting.quality);
    expect(steps.length).toBeGreaterThan(10);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(Math.max(...steps)).toBeLessThanOrEqual(0.95);
  });

  it('does not let the flat table win on luma SSIM while it loses detail at coarser scales (MS-SSIM)', async () => {
    const image = await upright('icc-adobergb-iptc.jpg'); // the flat table passes luma SSIM qualities before MS-SSIM
    const { bytes } = await encodeJpegSearched(image, 75, baselineReference, { tables: [{ quantTable: 1, below: 40, above: 15 }] });
    const ours = scores(image, await decodeJpeg(bytes));
    const theirs = scores(image, await decodeJpeg(await referenceEncode(image, 75)));
    expect(ours.ms).toBeGreaterThanOrEqual(theirs.ms - GUARD_TOLERANCE);
    expect(ours.luma).toBeGreaterThanOrEqual(theirs.luma - SSIM_TOLERANCE);
  });

  it('drops a table that cannot win after one encode at its lowest chroma quality, and still finds what a full search of each finds', async () => {
    const image = await upright('gps-nikon-coolpix.jpg'); // 640 x 480: table 7 wins by more than a close call
    const count = async (tables?: typeof TABLES) => {
      let steps = 0;
      const { setting } = await encodeJpegSearched(image, 75, baselineReference, { onStep: () => steps++, tables });
      return { setting, steps };
    };
    const both = await count();
    const [t7, t0] = [await count([TABLES[0]]), await count([TABLES[1]])];
    expect(TABLES.map((t) => t.quantTable)).toEqual([7, 0]);
    expect(both.setting).toEqual(t7.setting);
    // Table 0 alone searches its luma and chroma (5 + 7 encodes at least); beside table 7 it costs its luma search and one encode.
    expect(both.steps).toBeLessThan(t7.steps + t0.steps - 5);
  });

  it('searches the tables after the first on helpers at the same time, and settles on what it settles on alone', async () => {
    const jobs: number[] = [];
    const confirmed: number[] = [];
    const strips: number[] = [];
    // The helper jobs as a worker runs them (helperJobs.ts), in this thread.
    const helpers = helpersOver(1, async <T,>(job: HelperJob) => {
      if (job.type === 'table') {
        jobs.push(job.table.quantTable);
        expect([job.width, job.height]).toEqual([384, 384]); // the coarse sample: 3 x 3 tiles of 128 px
      } else if (job.type === 'confirm') confirmed.push(job.setting.quantTable);
      else strips.push(job.height);
      return (await runHelperJob(job)).result as T;
    });
    for (const name of ['gps-nikon-coolpix.jpg', 'photo-phone-xiaomi-gps.jpg']) {
      const image = await upright(name);
      const alone = await encodeJpegSearched(image, 75, baselineReference);
      const helped = await encodeJpegSearched(image, 75, baselineReference, { helpers });
      expect(helped.setting).toEqual(alone.setting);
    }
    // Table 7 was searched here, table 0 on the helper, for each photo; a second close candidate
    // (when there is one) is confirmed on the helper too.
    expect(jobs).toEqual([0, 0]);
    expect(confirmed.length).toBeLessThanOrEqual(2);
    // The 12 MP photo's full-size encode: 1504 rows (94 MCU rows) here, the other 1496 on the helper.
    expect(strips).toEqual([1496]);
  });

  it('searches on this thread what a failed helper could not', async () => {
    const image = await upright('gps-nikon-coolpix.jpg');
    const crash = () => Promise.reject(new Error('An image helper stopped unexpectedly.'));
    const helpers: ImageHelpers = { count: 1, encodeStrip: crash, searchTable: crash, confirm: crash };
    const alone = await encodeJpegSearched(image, 75, baselineReference);
    expect((await encodeJpegSearched(image, 75, baselineReference, { helpers })).setting).toEqual(alone.setting);
  });

  it('keeps the chosen quality when nothing matches the reference (a lossless one)', async () => {
    const image = await upright('progressive-nikon.jpg'); // 200 x 133
    const lossless: JpegReference = async (sample) => sample;
    const { bytes, setting } = await encodeJpegSearched(image, 75, lossless);
    expect(setting).toEqual({ quantTable: 0, quality: 75, chromaQuality: 75 });
    expect(bytes.byteLength).toBe((await encodeJpeg(image, { quality: 75 })).byteLength);
  });

  it('asks no reference at quality 95 and above, and needs none', async () => {
    const image = await upright('progressive-nikon.jpg');
    const reference = vi.fn(baselineReference);
    expect((await encodeJpegSearched(image, 95, reference)).setting).toEqual({ quantTable: 0, quality: 95, chromaQuality: 95 });
    expect(reference).not.toHaveBeenCalled();
    expect((await encodeJpegSearched(image, 80, null)).setting).toEqual({ quantTable: 0, quality: 80, chromaQuality: 80 });
  });

  corpusIt('reports the setting through compressImageBuffer, also when a size target re-encodes', async () => {
    const settings = { format: 'jpeg', quality: 75, scaleBelow70: false, keepMetadata: false } as const;
    const searched = await compressImageBuffer(corpusBuffer('icc-adobergb-iptc.jpg'), settings, { reference: baselineReference });
    expect(searched.jpegSetting?.quality).toBeGreaterThan(0);
    const fitted = await compressImageBuffer(corpusBuffer('icc-adobergb-iptc.jpg'), { ...settings, maxBytes: 8000 }, { reference: baselineReference });
    expect(fitted.targetMet).toBe(true);
    expect(fitted.bytes.byteLength).toBeLessThanOrEqual(8000);
    expect(fitted.jpegSetting?.quality).toBeLessThan(searched.jpegSetting?.quality ?? 0);
  });
});
