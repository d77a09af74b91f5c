/**
 * The zlib engine: zlib's DEFLATE compiled to WebAssembly (vendor/zlib-wasm), shared by the ZIP
 * writer (raw blocks, with dictionary, in parallel) and the PDF engine (whole streams in the zlib
 * format, the same bytes as pako at the same level). Imports nothing of ours.
 */
export { deflateBound, deflatedSize, deflateInto, deflateReady, loadDeflate, zlibDeflate } from './zlibStream';
