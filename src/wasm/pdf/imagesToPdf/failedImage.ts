/** Which file a failed build is about: its error's code is 'image:<index>' (it crosses the worker boundary). */
export const IMAGE_CODE_PREFIX = 'image:';

export function failedImageIndex(error: unknown): number | null {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith(IMAGE_CODE_PREFIX) ? Number(code.slice(IMAGE_CODE_PREFIX.length)) : null;
}
