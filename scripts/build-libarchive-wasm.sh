#!/usr/bin/env bash
# Builds vendor/libarchive-wasm/ (libarchive.js + libarchive.wasm): libarchive with zlib, bzip2
# and liblzma, compiled with Emscripten, reading archives through callbacks (shim.c), never from a
# whole copy in memory. Reproducible on Debian bookworm:
#   apt-get install -y emscripten cmake dpkg-dev        (emscripten 3.1.6)
#   deb-src entries for bookworm + bookworm-security     (for apt-get source)
#   scripts/build-libarchive-wasm.sh
# Sources come from Debian (apt-get source), into $WORK (default /tmp/libarchive-wasm), unless
# already there. Nothing under $WORK is committed.
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
for package in libarchive zlib bzip2 xz-utils; do
  ls -d "$SRC"/"$package"-*/ >/dev/null 2>&1 || apt-get source -q "$package"
done
LIBARCHIVE_DIR="$(ls -d "$SRC"/libarchive-3*/ | head -1)"
ZLIB_DIR="$(ls -d "$SRC"/zlib-1*/ | head -1)"
BZIP2_DIR="$(ls -d "$SRC"/bzip2-1*/ | head -1)"
XZ_DIR="$(ls -d "$SRC"/xz-utils-5*/ | head -1)"

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

# libarchive (the library only; no crypto library: it cannot decrypt 7z/RAR, ZIP goes through zip.js)
if [ ! -f "$WORK/libarchive-build/libarchive/libarchive.a" ]; then
  rm -rf "$WORK/libarchive-build" && mkdir -p "$WORK/libarchive-build" && cd "$WORK/libarchive-build"
  emcmake cmake "$LIBARCHIVE_DIR" -DCMAKE_BUILD_TYPE=Release -DCMAKE_C_FLAGS="$CFLAGS_COMMON" \
    -DBUILD_SHARED_LIBS=OFF -DENABLE_TEST=OFF -DENABLE_TAR=OFF -DENABLE_CPIO=OFF -DENABLE_CAT=OFF \
    -DENABLE_OPENSSL=OFF -DENABLE_MBEDTLS=OFF -DENABLE_NETTLE=OFF -DENABLE_CNG=OFF -DENABLE_LIBB2=OFF \
    -DENABLE_LZ4=OFF -DENABLE_LZO=OFF -DENABLE_ZSTD=OFF -DENABLE_LIBXML2=OFF -DENABLE_EXPAT=OFF \
    -DENABLE_PCREPOSIX=OFF -DENABLE_PCRE2POSIX=OFF -DENABLE_LibGCC=OFF -DENABLE_XATTR=OFF -DENABLE_ACL=OFF \
    -DENABLE_ICONV=ON -DENABLE_ZLIB=ON -DENABLE_BZip2=ON -DENABLE_LZMA=ON \
    -DZLIB_LIBRARY="$PREFIX/lib/libz.a" -DZLIB_INCLUDE_DIR="$PREFIX/include" \
    -DBZIP2_LIBRARY_RELEASE="$PREFIX/lib/libbz2.a" -DBZIP2_INCLUDE_DIR="$PREFIX/include" \
    -DLIBLZMA_LIBRARY="$PREFIX/lib/liblzma.a" -DLIBLZMA_INCLUDE_DIR="$PREFIX/include"
  emmake make -j"$JOBS" archive_static
fi

cd "$WORK"
emcc -O3 -I"$LIBARCHIVE_DIR/libarchive" "$REPO/scripts/libarchive-wasm/shim.c" \
  "$WORK/libarchive-build/libarchive/libarchive.a" "$PREFIX/lib/liblzma.a" "$PREFIX/lib/libbz2.a" "$PREFIX/lib/libz.a" \
  -s MODULARIZE=1 -s EXPORT_ES6=1 -s EXPORT_NAME=createLibarchive -s ENVIRONMENT=web,worker \
  -s ALLOW_MEMORY_GROWTH=1 -s INITIAL_MEMORY=16MB -s MAXIMUM_MEMORY=1GB -s FILESYSTEM=0 \
  -s EXPORTED_FUNCTIONS=_malloc,_free -s EXPORTED_RUNTIME_METHODS=cwrap \
  -o "$OUT/libarchive.js"

# Licences of what the build contains.
cp "$LIBARCHIVE_DIR/COPYING" "$OUT/LICENSE.libarchive"
cp "$ZLIB_DIR/LICENSE" "$OUT/LICENSE.zlib" 2>/dev/null || sed -n '/Copyright/,/madler/p' "$ZLIB_DIR/zlib.h" > "$OUT/LICENSE.zlib"
cp "$BZIP2_DIR/LICENSE" "$OUT/LICENSE.bzip2"
cp "$XZ_DIR/COPYING" "$OUT/LICENSE.xz"
ls -l "$OUT"
echo "gzip -9: $(gzip -9 -c "$OUT/libarchive.wasm" | wc -c) bytes"
