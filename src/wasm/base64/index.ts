/** The Base64 engine: text codecs, and files encoded in a worker in slices. */
export { base64ToBytes, bytesToBase64, decodeText, encodeText, InvalidBase64Error, normalizeBase64 } from './codec';
export { encodeFileOffThread } from './client';
export { PREVIEW_CHARS, type EncodedFile } from './encoder';
