#!/usr/bin/env bash
# Builds vendor/libdeflate-wasm/libdeflate.wasm: libdeflate's compressor (zlib format) compiled to a
# standalone WebAssembly module (no Emscripten JavaScript runtime: src/wasm/zlib/libdeflate.ts
# instantiates it itself), with the C API of scripts/libdeflate-wasm/shim.c. Reproducible: two
# builds give identical bytes.
# Prerequisites, on Debian bookworm:
#   apt-get install -y emscripten dpkg-dev                 (emscripten 3.1.6)
#   a deb-src entry for bookworm                            (for apt-get source libdeflate; see
#                                                            scripts/build-libarchive-wasm.sh)
#   scripts/build-libdeflate-wasm.sh
# The source is Debian's libdeflate 1.14-1 (apt-get source libdeflate), into $WORK (default
# /tmp/libdeflate-wasm), unless already there; nothing under $WORK is committed.
set -euo pipefail

REPO="$(cd "$(dirname "$0")/.." && pwd)"
WORK="${WORK:-/tmp/libdeflate-wasm}"
OUT="$REPO/vendor/libdeflate-wasm"
# Debian's emscripten runs its JS optimiser with Debian's node-acorn, which a non-Debian node finds only here.
export NODE_PATH="/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}"

mkdir -p "$WORK/src" "$OUT"
cd "$WORK/src"
ls -d "$WORK"/src/libdeflate-1*/ >/dev/null 2>&1 || apt-get source -q libdeflate
SRC="$(ls -d "$WORK"/src/libdeflate-1*/ | head -1)"

# The compressor only (no decompressor, gzip or CRC-32), -O3, no SIMD (libdeflate's compressor has
# none for wasm). A 64 KB stack and 4 MB of memory to start (a level-9 compressor is about 1 MB);
# more is grown when a bigger stream comes.
cd "$WORK"
emcc -O3 -I"$SRC" -I"$SRC/lib" \
  "$REPO/scripts/libdeflate-wasm/shim.c" "$SRC/lib/deflate_compress.c" "$SRC/lib/zlib_compress.c" "$SRC/lib/adler32.c" "$SRC/lib/utils.c" \
  -s STANDALONE_WASM=1 --no-entry -s MALLOC=emmalloc -s FILESYSTEM=0 -s ERROR_ON_UNDEFINED_SYMBOLS=1 \
  -s TOTAL_STACK=65536 -s INITIAL_MEMORY=4MB -s ALLOW_MEMORY_GROWTH=1 -s MAXIMUM_MEMORY=512MB \
  -s EXPORTED_FUNCTIONS=_ld_zlib,_ld_bound,_ld_malloc,_ld_free \
  -o "$WORK/libdeflate.wasm"
cp "$WORK/libdeflate.wasm" "$OUT/libdeflate.wasm"
cp "$SRC/COPYING" "$OUT/LICENSE.libdeflate"
sha256sum "$OUT/libdeflate.wasm"
