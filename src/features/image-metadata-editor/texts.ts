/** Every toast of /image-metadata-editor, worded as the spec's error catalogue (section 5 and 8). */
import type { ToastMessage } from '../../lib/toast';
import type { EditorTexts } from '../../machines/imageMetadataEditor.machine';

const destructive = (title: string, description: string): ToastMessage => ({ title, description, variant: 'destructive' });

export const texts: EditorTexts = {
  invalidFile: destructive('Invalid file', 'Please select a valid image file.'),
  unreadable: { title: 'Could not read metadata', description: "We couldn't read EXIF/IPTC/XMP from this image.", variant: 'default' },
  // The spec's title, then what is wrong with this file (a damaged PNG, a JPEG with no image data ...).
  damaged: (problem) => ({ title: 'Could not read metadata', description: problem, variant: 'destructive' }),
  updated: { title: 'Metadata updated', description: 'Image metadata has been successfully updated.', variant: 'success' },
  invalidValue: (problem) => destructive('Invalid value', problem),
  downloadStarted: { title: 'Download started', description: 'Image with updated metadata is being downloaded.', variant: 'success' },
  downloadFailed: (error) =>
    destructive('Download failed', error instanceof Error ? error.message : 'There was an error preparing your download.'),
};
