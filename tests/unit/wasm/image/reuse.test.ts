import { beforeAll, expect, it, vi } from 'vitest';
import { decodeJpeg, encodeJpeg } from '../../../../src/wasm/image/codecs/jsquash';
import type { JpegReference } from '../../../../src/wasm/image/codecs/jpegSearch';
import { compressImageBuffer, type CompressSettings } from '../../../../src/wasm/image/compressImage';
import { corpusBuffer, corpusDescribe } from '../../../helpers/corpus';
import { initNodeCodecs } from '../../../helpers/nodeCodecs';

beforeAll(() => initNodeCodecs());

const baseline: JpegReference = async (sample, quality) => decodeJpeg(await encodeJpeg(sample, { quality, quant_table: 0, progressive: false }));

corpusDescribe('work reused when only the format changes', () => {
  it('JPEG, then WebP, then JPEG again: the second JPEG reuses the searched setting (no reference asked) and is the same file', async () => {
    const settings: CompressSettings = { format: 'jpeg', quality: 75, scaleBelow70: false, keepMetadata: false };
    const reference = vi.fn(baseline);
    const first = await compressImageBuffer(corpusBuffer('rocket-adobergb-noexif.jpg'), settings, { reference });
    const asked = reference.mock.calls.length;
    expect(asked).toBeGreaterThan(0);
    const webp = await compressImageBuffer(corpusBuffer('rocket-adobergb-noexif.jpg'), { ...settings, format: 'webp' }, { reference });
    expect(webp.mime).toBe('image/webp');
    const again = await compressImageBuffer(corpusBuffer('rocket-adobergb-noexif.jpg'), settings, { reference });
    expect(reference.mock.calls.length).toBe(asked);
    expect(again.jpegSetting).toEqual(first.jpegSetting);
    expect(Buffer.compare(Buffer.from(again.bytes), Buffer.from(first.bytes))).toBe(0);
    // Another quality is another search.
    await compressImageBuffer(corpusBuffer('rocket-adobergb-noexif.jpg'), { ...settings, quality: 70 }, { reference });
    expect(reference.mock.calls.length).toBeGreaterThan(asked);
  });

  it('the kept pixels are not changed by a job: a file compressed after another format gives what a fresh run gives', async () => {
    const png: CompressSettings = { format: 'png', quality: 80, scaleBelow70: false, keepMetadata: false };
    const first = await compressImageBuffer(corpusBuffer('alpha-swirlaxy.png'), png, { reference: null });
    await compressImageBuffer(corpusBuffer('alpha-swirlaxy.png'), { ...png, format: 'jpeg' }, { reference: null });
    const again = await compressImageBuffer(corpusBuffer('alpha-swirlaxy.png'), png, { reference: null });
    expect(Buffer.compare(Buffer.from(again.bytes), Buffer.from(first.bytes))).toBe(0);
  });
});
