/*
 * The C API of vendor/libdeflate-wasm/libdeflate.wasm (built by scripts/build-libdeflate-wasm.sh):
 * one libdeflate compressor per level, made on first use and kept, compressing a whole buffer in
 * the zlib format (RFC 1950) from one region of wasm memory into another the caller allocated.
 * src/wasm/zlib/libdeflate.ts drives it.
 */
#include <stdlib.h>
#include <emscripten/emscripten.h>
#include "libdeflate.h"

static struct libdeflate_compressor *compressors[13];

/* Bytes written at `out` (room for `out_length`), or 0 when the level is refused or out is too small. */
EMSCRIPTEN_KEEPALIVE size_t ld_zlib(int level, const void *in, size_t in_length, void *out, size_t out_length) {
  if (level < 0 || level > 12) return 0;
  if (!compressors[level]) compressors[level] = libdeflate_alloc_compressor(level);
  if (!compressors[level]) return 0;
  return libdeflate_zlib_compress(compressors[level], in, in_length, out, out_length);
}

/* The most bytes ld_zlib can write for `in_length` bytes at `level`. */
EMSCRIPTEN_KEEPALIVE size_t ld_bound(int level, size_t in_length) {
  if (level < 0 || level > 12) return 0;
  if (!compressors[level]) compressors[level] = libdeflate_alloc_compressor(level);
  return compressors[level] ? libdeflate_zlib_compress_bound(compressors[level], in_length) : 0;
}

EMSCRIPTEN_KEEPALIVE void *ld_malloc(size_t size) { return malloc(size); }
EMSCRIPTEN_KEEPALIVE void ld_free(void *pointer) { free(pointer); }
