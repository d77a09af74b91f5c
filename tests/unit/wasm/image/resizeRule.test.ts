import { beforeAll, describe, expect, it } from 'vitest';
import { resizedSize } from '../../../../src/wasm/image/resizeRule';
import { compressImageBuffer } from '../../../../src/wasm/image/compressImage';
import { decodeJpeg } from '../../../../src/wasm/image/codecs/jsquash';
import { corpusBuffer, corpusDescribe } from '../../../helpers/corpus';
import { initNodeCodecs } from '../../../helpers/nodeCodecs';

describe('resizedSize', () => {
  it('fits a largest width and/or height, keeping the aspect ratio, and meets the deciding bound exactly', () => {
    expect(resizedSize(4000, 3000, { maxWidth: 800 })).toEqual({ width: 800, height: 600 });
    expect(resizedSize(3000, 4000, { maxWidth: 800 })).toEqual({ width: 800, height: 1067 });
    expect(resizedSize(4000, 3000, { maxWidth: 800, maxHeight: 500 })).toEqual({ width: 667, height: 500 });
    expect(resizedSize(1003, 997, { maxWidth: 800 })).toEqual({ width: 800, height: 795 });
  });

  it('never enlarges, and a blank or nonsense rule changes nothing', () => {
    expect(resizedSize(640, 480, { maxWidth: 800, maxHeight: 2000 })).toEqual({ width: 640, height: 480 });
    expect(resizedSize(640, 480, { percent: 150 })).toEqual({ width: 640, height: 480 });
    expect(resizedSize(640, 480, undefined)).toEqual({ width: 640, height: 480 });
    expect(resizedSize(640, 480, { maxWidth: 0, maxHeight: Number.NaN, percent: -5 })).toEqual({ width: 640, height: 480 });
  });

  it('a percentage scales both sides; with the quality rule the smaller scale wins (never shrunk twice)', () => {
    expect(resizedSize(640, 427, { percent: 50 })).toEqual({ width: 320, height: 214 });
    expect(resizedSize(640, 427, { percent: 80 }, 0.6)).toEqual({ width: 384, height: 256 });
    expect(resizedSize(640, 427, { percent: 50 }, 0.6)).toEqual({ width: 320, height: 214 });
    expect(resizedSize(1, 1, { percent: 1 })).toEqual({ width: 1, height: 1 });
  });
});

corpusDescribe('the resize runs in the compression job (Lanczos, before encoding)', () => {
  beforeAll(() => initNodeCodecs());

  it('max width 300 turns a 640x427 photo into a 300x200 JPEG; a larger bound leaves it as it is', async () => {
    const settings = { format: 'same' as const, quality: 80, scaleBelow70: true, keepMetadata: false };
    const small = await compressImageBuffer(corpusBuffer('rocket-adobergb-noexif.jpg'), { ...settings, resize: { maxWidth: 300 } }, { reference: null });
    expect([small.width, small.height, small.sourceWidth]).toEqual([300, 200, 640]);
    const back = await decodeJpeg(small.bytes);
    expect([back.width, back.height]).toEqual([300, 200]);
    const same = await compressImageBuffer(corpusBuffer('rocket-adobergb-noexif.jpg'), { ...settings, resize: { maxWidth: 5000 } }, { reference: null });
    expect([same.width, same.height]).toEqual([640, 427]);
  });
});
