import { describe, expect, it } from 'vitest';
import { boxCentre, edgeAnchor, hexColor, pageNumberLabel, pageNumberLabels, tileCentres, toRoman } from '../../../src/lib/pageMarks';

describe('page number labels', () => {
  it('writes roman numerals', () => {
    expect([1, 4, 9, 14, 40, 90, 400, 1994, 3999].map(toRoman)).toEqual(['i', 'iv', 'ix', 'xiv', 'xl', 'xc', 'cd', 'mcmxciv', 'mmmcmxcix']);
    expect(toRoman(0)).toBe('0');
  });

  it('writes the four formats', () => {
    expect(['n', 'page-n', 'page-n-of-total', 'roman'].map((f) => pageNumberLabel(f as never, 3, 12))).toEqual(['3', 'Page 3', 'Page 3 of 12', 'iii']);
  });

  it('numbers the chosen pages in order from the first number; "of N" is the last number', () => {
    expect(pageNumberLabels([5, 2, 3, 3], 10, 'page-n-of-total')).toEqual([
      { page: 2, text: 'Page 10 of 12' },
      { page: 3, text: 'Page 11 of 12' },
      { page: 5, text: 'Page 12 of 12' },
    ]);
  });
});

describe('placing marks', () => {
  it('anchors a line at the six edge places, its capitals a margin from the edges', () => {
    expect(edgeAnchor('bottom-left', 600, 800, 10, 20)).toEqual({ x: 20, y: 20, align: 'left' });
    expect(edgeAnchor('bottom-center', 600, 800, 10, 20)).toEqual({ x: 300, y: 20, align: 'center' });
    const top = edgeAnchor('top-right', 600, 800, 10, 20);
    expect(top.x).toBe(580);
    expect(top.align).toBe('right');
    expect(top.y).toBeCloseTo(800 - 20 - 7.3);
  });

  it('centres a box at the nine places', () => {
    expect(boxCentre('center', 600, 800, 100, 50, 36)).toEqual({ x: 300, y: 400 });
    expect(boxCentre('top-left', 600, 800, 100, 50, 36)).toEqual({ x: 86, y: 739 });
    expect(boxCentre('middle-right', 600, 800, 100, 50, 36)).toEqual({ x: 514, y: 400 });
  });

  it('tiles cover the page: every part of it is near a tile, and no tile is far outside', () => {
    const tiles = tileCentres(600, 800, 200, 30, 45);
    expect(tiles.length).toBeGreaterThan(10);
    for (const { x, y } of tiles) {
      expect(x).toBeGreaterThan(-200);
      expect(x).toBeLessThan(800);
      expect(y).toBeGreaterThan(-200);
      expect(y).toBeLessThan(1000);
    }
    for (const [x, y] of [[10, 10], [300, 400], [590, 790], [10, 790]]) {
      const nearest = Math.min(...tiles.map((t) => Math.hypot(t.x - x, t.y - y)));
      expect(nearest).toBeLessThan(200);
    }
  });

  it('reads #rrggbb colours', () => {
    expect(hexColor('#ff8000')).toEqual([1, 128 / 255, 0]);
    expect(hexColor('red')).toEqual([0, 0, 0]);
  });
});
