/** Image to text: its toasts. */
import type { FileToolTexts } from '../../machines/fileTool.machine';

export const texts: FileToolTexts = {
  noFile: { title: 'No file selected', description: 'Please select an image first.', variant: 'destructive' },
  success: (result) =>
    Number(result.facts?.words ?? 0) === 0
      ? { title: 'No Text Found', description: 'No text could be read in this image. Try a sharper photo, or check the language.', variant: 'default' }
      : { title: 'Text Extracted', description: `Found ${result.facts?.words} words (average confidence ${result.facts?.confidence}%).`, variant: 'success' },
  failure: (error) => ({
    title: 'Could Not Read the Image',
    description: error instanceof Error ? error.message : 'There was an error reading the text of your image. Please try again.',
    variant: 'destructive',
  }),
};

export const invalidTypeText = 'Please choose an image: JPEG, PNG, WebP, HEIC, AVIF, GIF, BMP or TIFF.';

/** Why the searchable PDF could not be made: the wing's own message names the problem (an image the PDF cannot hold, memory). */
export const searchablePdfFailure = (error: unknown): string =>
  error instanceof Error && error.message ? error.message : 'The searchable PDF could not be made from this image. Please try again.';
