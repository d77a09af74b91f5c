#!/usr/bin/env bash
# Builds vendor/zlib-wasm/zlib.wasm: zlib's DEFLATE compiled to a standalone WebAssembly module
# (src/wasm/zlib/zlibStream.ts instantiates it itself), with the C API of scripts/zlib-wasm/shim.c
# (raw-DEFLATE streams per level, reset, dictionary, sync-flushed or final blocks into
# caller-allocated memory). Reproducible: two builds give identical bytes.
# Prerequisites: those of scripts/emcc-standalone.sh. Then: scripts/build-zlib-wasm.sh
# The source is Debian's zlib 1:1.2.13.dfsg-1 (apt-get source zlib, Debian's patches applied), into
# $WORK (default /tmp/zlib-wasm), unless already there; nothing under $WORK is committed.
set -euo pipefail

WORK="${WORK:-/tmp/zlib-wasm}"
# shellcheck source=scripts/emcc-standalone.sh
source "$(dirname "$0")/emcc-standalone.sh"
OUT="$REPO/vendor/zlib-wasm"
ZLIB_DIR="$(debian_source zlib 'zlib-1*')"

# Only what raw DEFLATE needs (no gzip wrapper, no inflate). No -msimd128: zlib 1.2.13 has no SIMD
# code, auto-vectorisation changed 116 bytes and no measurable speed, and it would shut out browsers
# without wasm SIMD (Safari before 16.4). 2 MB of memory to start: the streams of two levels and a
# slice's input and output; more is grown when asked.
standalone_wasm zlib 2MB 256MB _zs_stream,_zs_reset,_zs_dictionary,_zs_deflate,_zs_malloc,_zs_free \
  -DNO_GZIP -I"$ZLIB_DIR" \
  "$REPO/scripts/zlib-wasm/shim.c" "$ZLIB_DIR/deflate.c" "$ZLIB_DIR/trees.c" "$ZLIB_DIR/zutil.c" "$ZLIB_DIR/adler32.c"
mkdir -p "$OUT"
cp "$WORK/zlib.wasm" "$OUT/zlib.wasm"
cp "$ZLIB_DIR/LICENSE" "$OUT/LICENSE.zlib" 2>/dev/null || sed -n '/Copyright notice:/,/madler@alumni.caltech.edu/p' "$ZLIB_DIR/README" > "$OUT/LICENSE.zlib"
sha256sum "$OUT/zlib.wasm"
