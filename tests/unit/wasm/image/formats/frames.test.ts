import { describe, expect, it } from 'vitest';
import { animationFrames } from '../../../../../src/wasm/image/formats/frames';
import { corpusBytes, corpusDescribe, realworldBytes, realworldDescribe, realworldManifest } from '../../../../helpers/corpus';

describe('frame counts of animations, read from their structure', () => {
  for (const folder of ['gif', 'webp']) {
    realworldDescribe(folder)(`${folder}: as the manifest counts them`, () => {
      const animated = realworldManifest(folder).filter((entry) => Number(entry.facts.frames) > 1 && entry.expected === 'process');
      it.each(animated.map((entry) => [entry.file, Number(entry.facts.frames)] as const))('%s has %i frames', async (name, frames) => {
        expect(await animationFrames(realworldBytes(folder, name))).toBe(frames);
      });
    });
  }

  realworldDescribe('png-odd')('APNG: the acTL chunk', () => {
    it.each([
      ['apng-basic_f20.png', 20],
      ['apng-rgba16.png', 3],
    ])('%s has %i frames', async (name, frames) => {
      expect(await animationFrames(realworldBytes('png-odd', name))).toBe(frames);
    });
  });

  corpusDescribe('stills and formats without animation', () => {
    it.each(['astronaut-rgb.png', 'photo-exif-gps.webp', 'gps-nikon-coolpix.jpg', 'sample.heif', 'text-2pages-libreoffice.pdf', 'zero-byte.jpg'])('%s: 1', async (name) => {
      expect(await animationFrames(corpusBytes(name))).toBe(1);
    });
  });
});
