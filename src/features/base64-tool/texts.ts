/** Every toast of /base64-tool, worded as the spec's error catalogue. */
import type { Base64Texts } from '../../machines/base64Tool.machine';

export const texts: Base64Texts = {
  encodingError: { title: 'Encoding Error', description: 'Failed to encode text to Base64.', variant: 'destructive' },
  fileEncodingError: { title: 'Encoding Error', description: 'Failed to encode the file to Base64. Please try again.', variant: 'destructive' },
  decodingError: { title: 'Decoding Error', description: 'Invalid Base64 string or failed to decode.', variant: 'destructive' },
  copied: { title: 'Copied!', description: 'Text copied to clipboard.', variant: 'success' },
  copyFailed: { title: 'Copy failed', description: 'The browser did not allow clipboard access. Use Download instead.', variant: 'destructive' },
};
