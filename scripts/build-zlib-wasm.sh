#!/usr/bin/env bash
# Builds vendor/zlib-wasm/zlib.wasm: zlib's DEFLATE compiled to a standalone WebAssembly module (no
# Emscripten JavaScript runtime: src/wasm/zlib/zlibStream.ts instantiates it itself), with the
# C API of scripts/zlib-wasm/shim.c (raw-DEFLATE streams per level, reset, dictionary, sync-flushed or
# final blocks into caller-allocated memory). Reproducible: two builds give identical bytes.
# Prerequisites, on Debian bookworm:
#   apt-get install -y emscripten dpkg-dev                 (emscripten 3.1.6)
#   a deb-src entry for bookworm                            (for apt-get source zlib)
#   scripts/build-zlib-wasm.sh
# The source is Debian's zlib 1:1.2.13.dfsg-1 (apt-get source zlib, Debian's patches applied), into
# $WORK (default /tmp/zlib-wasm), unless already there; nothing under $WORK is committed.
set -euo pipefail

REPO="$(cd "$(dirname "$0")/.." && pwd)"
WORK="${WORK:-/tmp/zlib-wasm}"
OUT="$REPO/vendor/zlib-wasm"
# Debian's emscripten runs its JS optimiser with Debian's node-acorn, which a non-Debian node finds only here.
export NODE_PATH="/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}"

mkdir -p "$WORK/src" "$OUT"
cd "$WORK/src"
ls -d "$WORK"/src/zlib-1*/ >/dev/null 2>&1 || apt-get source -q zlib
ZLIB_DIR="$(ls -d "$WORK"/src/zlib-1*/ | head -1)"

# Only what raw DEFLATE needs (no gzip wrapper, no inflate), -O3. No -msimd128: zlib 1.2.13 has no
# SIMD code, auto-vectorisation changed 116 bytes and no measurable speed, and it would shut out
# browsers without wasm SIMD (Safari before 16.4).
# A 64 KB stack (the default 5 MB is for programs with big frames) and 2 MB of memory to start:
# the streams of two levels and a slice's input and output; more is grown when asked.
cd "$WORK"
emcc -O3 -DNO_GZIP -I"$ZLIB_DIR" \
  "$REPO/scripts/zlib-wasm/shim.c" "$ZLIB_DIR/deflate.c" "$ZLIB_DIR/trees.c" "$ZLIB_DIR/zutil.c" "$ZLIB_DIR/adler32.c" \
  -s STANDALONE_WASM=1 --no-entry -s MALLOC=emmalloc -s FILESYSTEM=0 -s ERROR_ON_UNDEFINED_SYMBOLS=1 \
  -s TOTAL_STACK=65536 -s INITIAL_MEMORY=2MB -s ALLOW_MEMORY_GROWTH=1 -s MAXIMUM_MEMORY=256MB \
  -s EXPORTED_FUNCTIONS=_zs_stream,_zs_reset,_zs_dictionary,_zs_deflate,_zs_malloc,_zs_free \
  -o "$WORK/zlib.wasm"
cp "$WORK/zlib.wasm" "$OUT/zlib.wasm"
cp "$ZLIB_DIR/LICENSE" "$OUT/LICENSE.zlib" 2>/dev/null || sed -n '/Copyright notice:/,/madler@alumni.caltech.edu/p' "$ZLIB_DIR/README" > "$OUT/LICENSE.zlib"
sha256sum "$OUT/zlib.wasm"
