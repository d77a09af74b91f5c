/**
 * Right-to-left languages (Arabic, Persian) mirror the layout: margins, paddings, positions and
 * text alignment are written with logical classes (ms-/me-/ps-/pe-/start-/end-/text-start), which
 * follow the page's `dir`, never physical ones (ml-/pl-/left-/text-left), which do not. An arrow that
 * points along the reading direction is mirrored (`rtl:-scale-x-100`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url).pathname;
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : /\.(tsx|css)$/.test(entry.name) ? [join(dir, entry.name)] : []));

/** A class that pins a side: margin, padding, inset, alignment, border or rounding of left or right. */
const PHYSICAL = /(?<![\w-])-?(?:m[lr]|p[lr]|left|right|border-[lr]|rounded-[lr]|rounded-[tb][lr]|scroll-m[lr]|scroll-p[lr])-[\w./[\]]+|(?<![\w-])text-(?:left|right)\b|(?<![\w-])(?:left|right)-0\b/g;

/**
 * Where left and right are the picture's own, not the reading direction's: a page thumbnail centred
 * by `left-1/2` and a -50% shift, the resize handle at a placed signature's bottom-right corner
 * (a PDF page is not mirrored).
 */
const GEOMETRY: Record<string, readonly string[]> = {
  'src/features/organize-pdf/OrganizeGrid.tsx': ['left-1/2'],
  'src/features/sign-pdf/PlacementArea.tsx': ['-right-1.5'],
};

const checked = () =>
  [...filesUnder(join(root, 'src')), join(root, 'src/styles.css')].map((file) => relative(root, file)).filter((file, i, all) => all.indexOf(file) === i);

describe('right-to-left layout', () => {
  it('uses logical sides, never left or right, outside drawings whose sides are their own', () => {
    const found = checked().flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          line.includes('className') || line.includes('@apply')
            ? [...line.matchAll(PHYSICAL)].filter((m) => !GEOMETRY[file]?.includes(m[0])).map((m) => `${file}:${i + 1}: ${m[0]}`)
            : [],
        ),
    );
    expect(found).toEqual([]);
  });

  it('mirrors arrows that point along the text', () => {
    const unmirrored = checked().flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, i) => (/[→←›‹]/.test(line) && !line.includes('rtl:-scale-x-100') && !/^\s*(\*|\/\/)/.test(line) ? [`${file}:${i + 1}`] : [])),
    );
    expect(unmirrored).toEqual([]);
  });

  it('catches a physical class (the check can fail)', () => {
    expect('className="pl-5 text-left ms-2 rtl:-scale-x-100 right-2"'.match(PHYSICAL)).toEqual(['pl-5', 'text-left', 'right-2']);
  });
});
