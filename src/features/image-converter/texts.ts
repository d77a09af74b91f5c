/** Every toast of /image-converter, worded as the spec's error catalogue. */
import type { ConverterTexts } from '../../machines/imageConverter.machine';

export const texts: ConverterTexts = {
  converted: (result) => ({
    title: 'Conversion Complete',
    description: `Your image has been converted successfully${result.fellBack ? ' (converted to PNG format)' : ''}`,
    variant: 'success',
  }),
  // The spec's text, plus what is wrong with this file (a damaged HEIC, a PDF renamed .jpg ...).
  loadError: (problem) => ({ title: 'Image Load Error', description: `Failed to load the image. ${problem} Please try a different file.`, variant: 'destructive' }),
  failed: { title: 'Conversion Failed', description: 'Failed to convert the image. Please try again.', variant: 'destructive' },
};

/** The upload area's wrong-type toast. */
export const invalidTypeTitle = 'Invalid file';
export const invalidTypeText = 'Please select a valid image file.';

/** Under the result of an animated GIF/WebP/APNG: frames are never dropped silently. */
export const firstFrameNote = (frames: number) => `This image is animated (${frames} frames): the converted file keeps only its first frame.`;
