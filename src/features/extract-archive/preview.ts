/** What the page can show of an entry inside the archive, from its name. */
export type PreviewKind = 'image' | 'text' | 'pdf' | 'audio' | 'video';

const TYPES: Record<string, [PreviewKind, string]> = {
  png: ['image', 'image/png'],
  jpg: ['image', 'image/jpeg'],
  jpeg: ['image', 'image/jpeg'],
  gif: ['image', 'image/gif'],
  webp: ['image', 'image/webp'],
  avif: ['image', 'image/avif'],
  bmp: ['image', 'image/bmp'],
  ico: ['image', 'image/x-icon'],
  svg: ['image', 'image/svg+xml'],
  pdf: ['pdf', 'application/pdf'],
  mp3: ['audio', 'audio/mpeg'],
  wav: ['audio', 'audio/wav'],
  ogg: ['audio', 'audio/ogg'],
  oga: ['audio', 'audio/ogg'],
  opus: ['audio', 'audio/ogg'],
  flac: ['audio', 'audio/flac'],
  m4a: ['audio', 'audio/mp4'],
  mp4: ['video', 'video/mp4'],
  m4v: ['video', 'video/mp4'],
  mov: ['video', 'video/quicktime'],
  webm: ['video', 'video/webm'],
  ogv: ['video', 'video/ogg'],
};

const TEXT = new Set(
  'txt md markdown csv tsv json xml html htm css js mjs cjs ts tsx jsx log ini cfg conf toml yaml yml sh bat ps1 py rb go rs java c h cpp hpp cs php sql srt vtt tex rtf svgz nfo readme license'.split(' '),
);

const extensionOf = (path: string) => {
  const name = path.slice(path.search(/[^\\/]*$/)).toLowerCase();
  const dot = name.lastIndexOf('.');
  return dot < 0 ? name : name.slice(dot + 1);
};

/** How an entry can be previewed, or null when the page cannot show it. */
export function previewKindOf(path: string): PreviewKind | null {
  const extension = extensionOf(path);
  return TYPES[extension]?.[0] ?? (TEXT.has(extension) ? 'text' : null);
}

/** The MIME type an entry's Blob gets (an SVG needs its type to show in an <img>). */
export function mimeOf(path: string): string {
  const extension = extensionOf(path);
  return TYPES[extension]?.[1] ?? (TEXT.has(extension) ? 'text/plain' : 'application/octet-stream');
}
