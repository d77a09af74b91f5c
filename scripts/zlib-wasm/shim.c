/*
 * The C API of vendor/zlib-wasm/zlib.wasm (built by scripts/build-zlib-wasm.sh): raw DEFLATE
 * streams (windowBits -15, memLevel 8, default strategy), one per level, made once and reset
 * between blocks, compressing from one region of wasm memory into another the caller allocated.
 * src/wasm/zlib/zlibStream.ts drives it.
 */
#include <stdlib.h>
#include <emscripten/emscripten.h>
#include "zlib.h"

static z_stream *streams[10];

/* The raw-DEFLATE stream of `level` (1-9), made on first use; 0 if zlib refuses it. */
EMSCRIPTEN_KEEPALIVE z_stream *zs_stream(int level) {
  if (level < 0 || level > 9) return 0;
  if (!streams[level]) {
    z_stream *stream = calloc(1, sizeof(z_stream));
    if (!stream) return 0;
    if (deflateInit2(stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
      free(stream);
      return 0;
    }
    streams[level] = stream;
  }
  return streams[level];
}

/* Back to a fresh stream (window, hash chains and buffers kept): zlib's status. */
EMSCRIPTEN_KEEPALIVE int zs_reset(z_stream *stream) { return deflateReset(stream); }

/* Preset dictionary (up to 32 KB is used): zlib's status. */
EMSCRIPTEN_KEEPALIVE int zs_dictionary(z_stream *stream, const unsigned char *dictionary, unsigned length) {
  return deflateSetDictionary(stream, dictionary, length);
}

/*
 * Compresses `in_length` bytes at `in` into `out` (room for `out_length`) with Z_SYNC_FLUSH, or
 * Z_FINISH when `final`. Returns the bytes written when the block is complete (Z_OK with room left
 * after a sync flush, Z_STREAM_END after a finish), else a negative number: -1000 + zlib's status.
 */
EMSCRIPTEN_KEEPALIVE int zs_deflate(z_stream *stream, unsigned char *in, unsigned in_length, unsigned char *out, unsigned out_length, int final) {
  stream->next_in = in;
  stream->avail_in = in_length;
  stream->next_out = out;
  stream->avail_out = out_length;
  int status = deflate(stream, final ? Z_FINISH : Z_SYNC_FLUSH);
  int done = final ? status == Z_STREAM_END : status == Z_OK && stream->avail_in == 0 && stream->avail_out > 0;
  return done ? (int)(out_length - stream->avail_out) : -1000 + status;
}

EMSCRIPTEN_KEEPALIVE void *zs_malloc(unsigned size) { return malloc(size); }
EMSCRIPTEN_KEEPALIVE void zs_free(void *pointer) { free(pointer); }
