/**
 * How the merger's single progress number maps to each file: while source i of n is at stage f
 * (0.5 read, 1 copied) the worker reports SOURCES_SHARE × (i + f) / n; writing the merged file
 * takes the rest. Free of pdf-lib so the page can import it.
 */
const SOURCES_SHARE = 0.9;

export const overallProgress = (index: number, stage: number, count: number) => (SOURCES_SHARE * (index + stage)) / count;

/** File `index`'s own progress 0..1 from the overall fraction. */
export const fileProgress = (overall: number, index: number, count: number) =>
  Math.max(0, Math.min(1, (overall / SOURCES_SHARE) * count - index));
