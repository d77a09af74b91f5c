/**
 * What is wrong with a file given to an image tool before any decoder looks at it, in the words
 * every image tool shows (the converter and compressors through the image engine, the metadata
 * editor and remover through the metadata engine).
 */
import { sniffFileType } from './fileType';

export const EMPTY_FILE = 'The file is empty (0 bytes), so there is no image to read.';
export const PDF_NOT_IMAGE = 'This file is a PDF document, not an image, even though its name says otherwise.';

/** The problem with these bytes as an image when it is one of the above, else null. */
export function notAnImageProblem(bytes: Uint8Array): string | null {
  if (bytes.length === 0) return EMPTY_FILE;
  return sniffFileType(bytes)?.id === 'pdf' ? PDF_NOT_IMAGE : null;
}
