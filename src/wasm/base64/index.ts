/** The Base64 engine: text codecs, and files encoded in a worker in slices. */
export { base64ToBytes, decodeText, encodeText, normalizeBase64 } from './codec';
export { encodeFileOffThread } from './client';
export { PREVIEW_CHARS } from './encoder';
