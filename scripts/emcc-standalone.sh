# Shared by the scripts that build a standalone WebAssembly module (no Emscripten JavaScript runtime:
# src/wasm/zlib/standaloneWasm.ts instantiates it) from a Debian source package:
# build-zlib-wasm.sh and build-libdeflate-wasm.sh. Sourced, not run: the caller sets WORK first.
# Prerequisites, on Debian bookworm:
#   apt-get install -y emscripten dpkg-dev                 (emscripten 3.1.6)
#   a deb-src entry for bookworm                            (see scripts/build-libarchive-wasm.sh)

REPO="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# Debian's emscripten runs its JS optimiser with Debian's node-acorn, which a non-Debian node finds only here.
export NODE_PATH="/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}"

# debian_source PACKAGE GLOB: prints the unpacked source folder of PACKAGE under $WORK/src (fetched
# with apt-get source, Debian's patches applied, unless a folder matching GLOB is already there).
debian_source() {
  mkdir -p "$WORK/src"
  # shellcheck disable=SC2086 # GLOB is a pattern
  (cd "$WORK/src" && { ls -d $2/ >/dev/null 2>&1 || apt-get source -q "$1" >&2; } && cd $2/ && pwd)
}

# standalone_wasm NAME INITIAL_MEMORY MAXIMUM_MEMORY EXPORTS SOURCES_AND_FLAGS...: compiles into
# $WORK/NAME.wasm at -O3 with emmalloc, no file system, a 64 KB stack (the default 5 MB is for
# programs with big frames) and growable memory, exporting EXPORTS (comma-separated). Two builds give
# identical bytes.
standalone_wasm() {
  local name="$1" initial="$2" maximum="$3" exports="$4"
  shift 4
  (cd "$WORK" && emcc -O3 "$@" \
    -s STANDALONE_WASM=1 --no-entry -s MALLOC=emmalloc -s FILESYSTEM=0 -s ERROR_ON_UNDEFINED_SYMBOLS=1 \
    -s TOTAL_STACK=65536 -s INITIAL_MEMORY="$initial" -s ALLOW_MEMORY_GROWTH=1 -s MAXIMUM_MEMORY="$maximum" \
    -s EXPORTED_FUNCTIONS="$exports" -o "$WORK/$name.wasm")
}
