/*
 * The C API our libarchive WebAssembly build exports (scripts/build-libarchive-wasm.sh).
 * The archive is never handed over whole: libarchive pulls it through read/skip/seek callbacks,
 * and the read callback asks JavaScript (Module.readAt, synchronous) for one slice at a time.
 */
#include <archive.h>
#include <archive_entry.h>
#include <emscripten.h>
#include <errno.h>
#include <locale.h>
#include <stdint.h>
#include <stdlib.h>

/* libarchive's filters that run an external program need pipe(); there are no processes here. */
int pipe(int fds[2]) {
  (void)fds;
  errno = ENOSYS;
  return -1;
}

/* How much of the archive is asked for per read callback. */
#define READ_BLOCK (1024 * 1024)

/* Fills buf with up to len bytes of source `source` from `offset`; answers the count, or -1. */
EM_JS(int, js_read_at, (int source, double offset, uint8_t *buf, int len), {
  return Module['readAt'](source, offset, buf, len);
});

struct handle {
  struct archive *archive;
  int source;
  int64_t size;
  int64_t position;
  int opened;
  uint8_t block[READ_BLOCK];
};

static la_ssize_t read_cb(struct archive *a, void *data, const void **buffer) {
  struct handle *h = data;
  int64_t left = h->size - h->position;
  *buffer = h->block;
  if (left <= 0) return 0;
  int want = left < READ_BLOCK ? (int)left : READ_BLOCK;
  int got = js_read_at(h->source, (double)h->position, h->block, want);
  if (got < 0) {
    archive_set_error(a, EIO, "Could not read the archive file");
    return ARCHIVE_FATAL;
  }
  h->position += got;
  return got;
}

static la_int64_t skip_cb(struct archive *a, void *data, la_int64_t request) {
  (void)a;
  struct handle *h = data;
  int64_t left = h->size - h->position;
  if (request > left) request = left;
  if (request < 0) request = 0;
  h->position += request;
  return request;
}

static la_int64_t seek_cb(struct archive *a, void *data, la_int64_t offset, int whence) {
  (void)a;
  struct handle *h = data;
  int64_t to = whence == SEEK_SET ? offset : whence == SEEK_CUR ? h->position + offset : h->size + offset;
  if (to < 0) return ARCHIVE_FATAL;
  if (to > h->size) to = h->size;
  h->position = to;
  return to;
}

/* Opens source `source` of `size` bytes as an archive (7z, RAR, TAR plain or gzip/bzip2/xz/lzma/zstd, ISO, CAB, ZIP). */
EMSCRIPTEN_KEEPALIVE struct handle *la_open(int source, double size, const char *passphrase) {
  static int locale_set = 0;
  if (!locale_set) {
    setlocale(LC_ALL, "C.UTF-8");
    locale_set = 1;
  }
  struct handle *h = calloc(1, sizeof *h);
  if (!h) return 0;
  h->source = source;
  h->size = (int64_t)size;
  h->archive = archive_read_new();
  /* Only what src/wasm/archive/sniff.ts sends here: format_all would also read plain text as mtree. */
  archive_read_support_filter_gzip(h->archive);
  archive_read_support_filter_bzip2(h->archive);
  archive_read_support_filter_xz(h->archive);
  archive_read_support_filter_lzma(h->archive);
  archive_read_support_filter_zstd(h->archive);
  archive_read_support_format_7zip(h->archive);
  archive_read_support_format_rar(h->archive);
  archive_read_support_format_rar5(h->archive);
  archive_read_support_format_tar(h->archive);
  archive_read_support_format_iso9660(h->archive);
  archive_read_support_format_cab(h->archive);
  archive_read_support_format_zip(h->archive);
  if (passphrase && *passphrase) archive_read_add_passphrase(h->archive, passphrase);
  archive_read_set_read_callback(h->archive, read_cb);
  archive_read_set_skip_callback(h->archive, skip_cb);
  archive_read_set_seek_callback(h->archive, seek_cb);
  archive_read_set_callback_data(h->archive, h);
  h->opened = archive_read_open1(h->archive) == ARCHIVE_OK;
  return h;
}

/* The next header, or 0 at the end or on a failure (la_error then says which). */
EMSCRIPTEN_KEEPALIVE struct archive_entry *la_next(struct handle *h) {
  struct archive_entry *entry = 0;
  if (!h->opened) return 0;
  int status = archive_read_next_header(h->archive, &entry);
  return status == ARCHIVE_OK || status == ARCHIVE_WARN ? entry : 0;
}

/* Up to len bytes of the current entry into buf: the count, 0 at its end, or a negative status. */
EMSCRIPTEN_KEEPALIVE int la_read(struct handle *h, void *buf, int len) {
  return (int)archive_read_data(h->archive, buf, (size_t)len);
}

EMSCRIPTEN_KEEPALIVE int la_skip(struct handle *h) {
  return archive_read_data_skip(h->archive);
}

EMSCRIPTEN_KEEPALIVE const char *la_error(struct handle *h) {
  return archive_error_string(h->archive);
}

EMSCRIPTEN_KEEPALIVE void la_close(struct handle *h) {
  archive_read_free(h->archive);
  free(h);
}

EMSCRIPTEN_KEEPALIVE const char *la_pathname(struct archive_entry *entry) {
  const char *path = archive_entry_pathname_utf8(entry);
  return path ? path : archive_entry_pathname(entry);
}

EMSCRIPTEN_KEEPALIVE double la_size(struct archive_entry *entry) {
  return (double)archive_entry_size(entry);
}

EMSCRIPTEN_KEEPALIVE int la_filetype(struct archive_entry *entry) {
  return (int)archive_entry_filetype(entry);
}

EMSCRIPTEN_KEEPALIVE int la_encrypted(struct archive_entry *entry) {
  return archive_entry_is_encrypted(entry);
}
