/** Every toast of /remove-image-metadata, worded as the spec's error catalogue (section 5 and 8). */
import type { ToastMessage } from '../../lib/toast';
import type { RemoverTexts } from '../../machines/removeImageMetadata.machine';

const destructive = (title: string, description: string): ToastMessage => ({ title, description, variant: 'destructive' });

export const texts: RemoverTexts = {
  invalidPick: destructive('Invalid file type', 'Please select image files only.'),
  invalidDrop: destructive('Invalid file type', 'Please drop image files only.'),
  noImages: destructive('No images selected', 'Please upload at least one image to remove metadata.'),
  noneSelected: destructive('No images selected', 'Choose at least one image from the list.'),
  cannotDownload: destructive('Cannot download', 'Please process image(s) before downloading.'),
  downloadFailed: destructive('Download failed', 'There was an error preparing your download.'),
  selectedNotProcessed: destructive('Download failed', 'Make sure you processed the selected image(s) before downloading.'),
  processingFailed: destructive('Processing failed', 'There was an error removing metadata from your images.'),
  fileProblem: (problem) => destructive('Processing failed', problem),
  unreadable: { title: 'Could not read metadata', description: "We couldn't read EXIF/IPTC/XMP from this image.", variant: 'default' },
  // The spec's title, then which file and what is wrong with it.
  damaged: (problem) => destructive('Could not read metadata', problem),
  removed: (count) => ({
    title: 'Metadata completely removed',
    description: `Successfully removed all metadata from ${count} image(s).`,
    variant: 'success',
  }),
};

/** Beside the result of a HEIC: the clean file is a JPEG, and why. */
export const HEIC_NOTE = 'HEIC was converted to JPEG with no metadata (we read HEIC but do not write it).';

/** Beside an AVIF whose metadata could not be cut out of its container: re-encoded, and why. */
export const AVIF_REENCODED_NOTE = 'AVIF was re-encoded as AVIF with no metadata: its metadata could not be cut out without touching the image.';

/** Beside an AVIF cleaned with its colour profile: the browser redraws it, and cannot write AVIF. */
export const AVIF_REDRAWN_NOTE = 'AVIF was redrawn as PNG with no metadata and no colour profile: removing the profile means redrawing the pixels, and the browser cannot write AVIF.';

/** Beside the result of a TIFF: the clean file is a PNG, and why. */
export const TIFF_NOTE = 'TIFF was converted to PNG with no metadata (we read TIFF but do not write it).';

/** Beside the result of an animation redrawn into a still: never drop frames silently. */
export const firstFrameNote = ({ frames, gif }: { frames: number; gif: boolean }) =>
  gif
    ? `This GIF is animated (${frames} frames): the clean copy is a still PNG of its first frame, because a GIF is cleaned by redrawing it.`
    : `This image is animated (${frames} frames): redrawing keeps only its first frame. Without 'Also remove colour profile and bake in rotation', animated WebP and PNG files are cleaned losslessly, every frame kept.`;
