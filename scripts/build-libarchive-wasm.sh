#!/usr/bin/env bash
# Builds vendor/libarchive-wasm/ (libarchive.js + libarchive.wasm): libarchive with zlib, bzip2,
# liblzma and libzstd (decompression only), compiled with Emscripten, reading archives through
# callbacks (shim.c), never from a whole copy in memory.
#
# Prerequisites (Debian bookworm, as root):
#   apt-get install -y emscripten cmake dpkg-dev make    # emscripten 3.1.6 (Debian's clang/llvm 15, binaryen)
#   deb-src entries for bookworm and bookworm-security, e.g. /etc/apt/sources.list.d/src.sources:
#     Types: deb-src
#     URIs: http://deb.debian.org/debian
#     Suites: bookworm bookworm-updates
#     Components: main
#     Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
#     (and the same block with URIs: http://deb.debian.org/debian-security, Suites: bookworm-security)
#   apt-get update
# Then, from anywhere:
#   scripts/build-libarchive-wasm.sh                     # WORK=/tmp/somewhere to build elsewhere
# Sources come from Debian (apt-get source, Debian's patches applied) into $WORK/src (default
# $WORK=/tmp/libarchive-wasm), unless already there; each library is built once under $WORK
# (delete $WORK to start over). Nothing under $WORK is committed. The output (libarchive.js,
# libarchive.wasm, LICENSE.*) is written to vendor/libarchive-wasm/; vendor/libarchive-wasm/README.md
# names the source versions: update it when apt-get source fetches newer ones.
# Node: Debian's emscripten runs its JS optimiser with the system node (node >= 16 works).
set -euo pipefail

REPO="$(cd "$(dirname "$0")/.." && pwd)"
WORK="${WORK:-/tmp/libarchive-wasm}"
OUT="$REPO/vendor/libarchive-wasm"
SRC="$WORK/src"
PREFIX="$WORK/prefix"
JOBS="${JOBS:-2}"
CFLAGS_COMMON="-O3"
# Debian's emscripten runs its JS optimiser with Debian's node-acorn, which a non-Debian node finds only here.
export NODE_PATH="/usr/share/nodejs${NODE_PATH:+:$NODE_PATH}"

mkdir -p "$SRC" "$PREFIX/lib" "$PREFIX/include" "$OUT"
cd "$SRC"
for package in libarchive zlib bzip2 xz-utils libzstd; do
  ls -d "$SRC"/"$package"-*/ >/dev/null 2>&1 || apt-get source -q "$package"
done
LIBARCHIVE_DIR="$(ls -d "$SRC"/libarchive-3*/ | head -1)"
ZLIB_DIR="$(ls -d "$SRC"/zlib-1*/ | head -1)"
BZIP2_DIR="$(ls -d "$SRC"/bzip2-1*/ | head -1)"
XZ_DIR="$(ls -d "$SRC"/xz-utils-5*/ | head -1)"
ZSTD_DIR="$(ls -d "$SRC"/libzstd-1*/ | head -1)"

# zlib
if [ ! -f "$PREFIX/lib/libz.a" ]; then
  rm -rf "$WORK/zlib" && cp -a "$ZLIB_DIR" "$WORK/zlib" && cd "$WORK/zlib"
  CFLAGS="$CFLAGS_COMMON" emconfigure ./configure --static --prefix="$PREFIX"
  emmake make -j"$JOBS" libz.a
  cp libz.a "$PREFIX/lib/" && cp zlib.h zconf.h "$PREFIX/include/"
fi

# bzip2 (the library only)
if [ ! -f "$PREFIX/lib/libbz2.a" ]; then
  rm -rf "$WORK/bzip2" && cp -a "$BZIP2_DIR" "$WORK/bzip2" && cd "$WORK/bzip2"
  for f in blocksort huffman crctable randtable compress decompress bzlib; do
    emcc $CFLAGS_COMMON -D_FILE_OFFSET_BITS=64 -c "$f.c" -o "$f.o"
  done
  emar rcs "$PREFIX/lib/libbz2.a" blocksort.o huffman.o crctable.o randtable.o compress.o decompress.o bzlib.o
  cp bzlib.h "$PREFIX/include/"
fi

# liblzma (xz), single-threaded
if [ ! -f "$PREFIX/lib/liblzma.a" ]; then
  rm -rf "$WORK/xz" && cp -a "$XZ_DIR" "$WORK/xz" && cd "$WORK/xz"
  CFLAGS="$CFLAGS_COMMON" emconfigure ./configure --host=wasm32-unknown-emscripten --disable-threads \
    --enable-static --disable-shared --disable-xz --disable-xzdec --disable-lzmadec --disable-lzmainfo \
    --disable-lzma-links --disable-scripts --disable-doc --disable-nls --prefix="$PREFIX"
  emmake make -j"$JOBS" -C src/liblzma ACLOCAL=: AUTOCONF=: AUTOMAKE=: AUTOHEADER=:
  cp src/liblzma/.libs/liblzma.a "$PREFIX/lib/"
  cp -r src/liblzma/api/lzma src/liblzma/api/lzma.h "$PREFIX/include/"
fi

# libzstd, decompression only (single-threaded, no legacy formats, no x86 assembly)
if [ ! -f "$PREFIX/lib/libzstd.a" ]; then
  rm -rf "$WORK/zstd" && cp -a "$ZSTD_DIR" "$WORK/zstd" && cd "$WORK/zstd"
  emmake make -C lib -j"$JOBS" libzstd.a CFLAGS="$CFLAGS_COMMON" ZSTD_LIB_COMPRESSION=0 ZSTD_LIB_DICTBUILDER=0 \
    ZSTD_LIB_DEPRECATED=0 ZSTD_LEGACY_SUPPORT=0 ZSTD_NO_ASM=1
  cp lib/libzstd.a "$PREFIX/lib/" && cp lib/zstd.h lib/zstd_errors.h "$PREFIX/include/"
fi

# libarchive (the library only; no crypto library: it cannot decrypt 7z/RAR, ZIP goes through zip.js)
if [ ! -f "$WORK/libarchive-build/libarchive/libarchive.a" ]; then
  rm -rf "$WORK/libarchive-build" && mkdir -p "$WORK/libarchive-build" && cd "$WORK/libarchive-build"
  emcmake cmake "$LIBARCHIVE_DIR" -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_FLAGS="$CFLAGS_COMMON" \
    -DBUILD_SHARED_LIBS=OFF -DENABLE_TEST=OFF -DENABLE_TAR=OFF -DENABLE_CPIO=OFF -DENABLE_CAT=OFF \
    -DENABLE_OPENSSL=OFF -DENABLE_MBEDTLS=OFF -DENABLE_NETTLE=OFF -DENABLE_CNG=OFF -DENABLE_LIBB2=OFF \
    -DENABLE_LZ4=OFF -DENABLE_LZO=OFF -DENABLE_LIBXML2=OFF -DENABLE_EXPAT=OFF \
    -DENABLE_PCREPOSIX=OFF -DENABLE_PCRE2POSIX=OFF -DENABLE_LibGCC=OFF -DENABLE_XATTR=OFF -DENABLE_ACL=OFF \
    -DENABLE_ICONV=ON -DENABLE_ZLIB=ON -DENABLE_BZip2=ON -DENABLE_LZMA=ON -DENABLE_ZSTD=ON \
    -DZLIB_LIBRARY="$PREFIX/lib/libz.a" -DZLIB_INCLUDE_DIR="$PREFIX/include" \
    -DBZIP2_LIBRARY_RELEASE="$PREFIX/lib/libbz2.a" -DBZIP2_INCLUDE_DIR="$PREFIX/include" \
    -DLIBLZMA_LIBRARY="$PREFIX/lib/liblzma.a" -DLIBLZMA_INCLUDE_DIR="$PREFIX/include" \
    -DZSTD_LIBRARY="$PREFIX/lib/libzstd.a" -DZSTD_INCLUDE_DIR="$PREFIX/include"
  # Without these, libarchive's zstd reader would fall back to running a `zstd` program.
  grep -q '^#define HAVE_LIBZSTD 1' config.h || { echo "libarchive did not find libzstd" >&2; exit 1; }
  emmake make -j"$JOBS" archive_static
fi

cd "$WORK"
emcc -O3 -I"$LIBARCHIVE_DIR/libarchive" "$REPO/scripts/libarchive-wasm/shim.c" \
  "$WORK/libarchive-build/libarchive/libarchive.a" "$PREFIX/lib/liblzma.a" "$PREFIX/lib/libzstd.a" "$PREFIX/lib/libbz2.a" "$PREFIX/lib/libz.a" \
  -s MODULARIZE=1 -s EXPORT_ES6=1 -s EXPORT_NAME=createLibarchive -s ENVIRONMENT=web,worker \
  -s ALLOW_MEMORY_GROWTH=1 -s INITIAL_MEMORY=16MB -s MAXIMUM_MEMORY=1GB -s FILESYSTEM=0 \
  -s EXPORTED_FUNCTIONS=_malloc,_free -s EXPORTED_RUNTIME_METHODS=cwrap \
  -o "$OUT/libarchive.js"

# Licences of what the build contains.
cp "$LIBARCHIVE_DIR/COPYING" "$OUT/LICENSE.libarchive"
cp "$ZLIB_DIR/LICENSE" "$OUT/LICENSE.zlib" 2>/dev/null || sed -n '/Copyright/,/madler/p' "$ZLIB_DIR/zlib.h" > "$OUT/LICENSE.zlib"
cp "$BZIP2_DIR/LICENSE" "$OUT/LICENSE.bzip2"
cp "$XZ_DIR/COPYING" "$OUT/LICENSE.xz"
cp "$ZSTD_DIR/LICENSE" "$OUT/LICENSE.zstd"
ls -l "$OUT"
echo "gzip -9: $(gzip -9 -c "$OUT/libarchive.wasm" | wc -c) bytes"
