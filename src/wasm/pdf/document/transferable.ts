/** A buffer holding exactly `bytes`, to transfer to the page (a copy only when `bytes` is a view of a larger one). */
export const transferable = (bytes: Uint8Array): ArrayBuffer =>
  (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes.buffer : bytes.slice().buffer) as ArrayBuffer;
