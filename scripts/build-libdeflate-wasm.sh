#!/usr/bin/env bash
# Builds vendor/libdeflate-wasm/libdeflate.wasm: libdeflate's compressor (zlib format) compiled to a
# standalone WebAssembly module (src/wasm/zlib/libdeflate.ts instantiates it itself), with the C API
# of scripts/libdeflate-wasm/shim.c. Reproducible: two builds give identical bytes.
# Prerequisites: those of scripts/emcc-standalone.sh. Then: scripts/build-libdeflate-wasm.sh
# The source is Debian's libdeflate 1.14-1 (apt-get source libdeflate), into $WORK (default
# /tmp/libdeflate-wasm), unless already there; nothing under $WORK is committed.
set -euo pipefail

WORK="${WORK:-/tmp/libdeflate-wasm}"
# shellcheck source=scripts/emcc-standalone.sh
source "$(dirname "$0")/emcc-standalone.sh"
OUT="$REPO/vendor/libdeflate-wasm"
SRC="$(debian_source libdeflate 'libdeflate-1*')"

# The compressor only (no decompressor, gzip or CRC-32), no SIMD (libdeflate's compressor has none
# for wasm). 4 MB of memory to start (a level-9 compressor is about 1 MB); more is grown when a
# bigger stream comes.
standalone_wasm libdeflate 4MB 512MB _ld_zlib,_ld_bound,_ld_malloc,_ld_free \
  -I"$SRC" -I"$SRC/lib" \
  "$REPO/scripts/libdeflate-wasm/shim.c" "$SRC/lib/deflate_compress.c" "$SRC/lib/zlib_compress.c" "$SRC/lib/adler32.c" "$SRC/lib/utils.c"
mkdir -p "$OUT"
cp "$WORK/libdeflate.wasm" "$OUT/libdeflate.wasm"
cp "$SRC/COPYING" "$OUT/LICENSE.libdeflate"
sha256sum "$OUT/libdeflate.wasm"
