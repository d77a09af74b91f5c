/**
 * The zlib engine: DEFLATE compiled to WebAssembly. zlib itself (vendor/zlib-wasm) for the ZIP
 * writer (raw blocks, with dictionary, in parallel) and as the same bytes as pako where those are
 * wanted; libdeflate (vendor/libdeflate-wasm) for whole buffers in the zlib format, smaller and
 * quicker, which the PDF engine writes its streams with. Imports nothing of ours.
 */
export { deflateBound, deflatedSize, deflateInto, deflateReady, loadDeflate, zlibDeflate } from './zlibStream';
export { libdeflateReady, libdeflateZlib, loadLibdeflate } from './libdeflate';
