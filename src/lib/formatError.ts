/** The malformed-file error every format walker throws (JPEG segments, PNG and WebP chunks, TIFF), so callers can tell it from a bug. */
export class FormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FormatError';
  }
}
