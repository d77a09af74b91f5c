/**
 * The compressors' optional resize: a largest width and/or height (the aspect ratio kept) and a
 * percentage, never enlarging. Combined with the spec's quality rule by taking the smaller scale,
 * so an image is never shrunk twice.
 */
export interface ResizeRule {
  maxWidth?: number;
  maxHeight?: number;
  /** 1..100 */
  percent?: number;
}

const positive = (n: number | undefined) => (n !== undefined && Number.isFinite(n) && n > 0 ? n : undefined);

/** The output size of a width x height image under `rule` and an extra scale (the quality rule's), at most 1. */
export function resizedSize(width: number, height: number, rule: ResizeRule | undefined, otherScale = 1): { width: number; height: number } {
  const maxWidth = positive(rule?.maxWidth);
  const maxHeight = positive(rule?.maxHeight);
  const percent = positive(rule?.percent);
  const scale = Math.min(1, otherScale, percent ? percent / 100 : 1, maxWidth ? maxWidth / width : 1, maxHeight ? maxHeight / height : 1);
  if (scale >= 1) return { width, height };
  // A bound that decided the scale is met exactly (rounding must not leave 799 for 'max 800').
  const w = maxWidth && scale === maxWidth / width ? Math.floor(maxWidth) : Math.round(width * scale);
  const h = maxHeight && scale === maxHeight / height ? Math.floor(maxHeight) : Math.round(height * scale);
  return { width: Math.max(1, w), height: Math.max(1, h) };
}
