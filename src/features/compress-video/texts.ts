/** Every toast of /compress-video, worded as the spec's error catalogue. */
import { formatSize, percentSaved } from '../../lib/formatSize';
import type { ToastMessage } from '../../lib/toast';
import { isSetupError } from '../../machines/compressVideo.machine';
import type { EngineResult, FileToolTexts } from '../../machines/fileTool.machine';

const SETUP_FAILURE = 'There was an error setting up video compression. Please try again.';
const COMPRESS_FAILURE = 'There was an error compressing your video. Please try again with a different file.';

export const texts: FileToolTexts & { noResult: ToastMessage } = {
  noFile: { title: 'No video selected', description: 'Please select a video file first.', variant: 'destructive' },
  noResult: { title: 'No compressed video', description: 'Please compress a video first.', variant: 'destructive' },
  success: (r: EngineResult) => ({
    title: 'Video Compression Complete',
    description: `Reduced from ${formatSize(r.originalSize)} to ${formatSize(r.size)} (${percentSaved(r.originalSize, r.size)}% reduction)`,
    variant: 'success',
  }),
  failure: (error: unknown) => ({
    title: 'Compression Failed',
    description: isSetupError(error) ? SETUP_FAILURE : COMPRESS_FAILURE,
    variant: 'destructive',
  }),
};
