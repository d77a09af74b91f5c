/**
 * pdf.js asks for three kinds of files while it reads a PDF: the standard fonts (for text set in
 * the 14 base fonts without an embedded font), CMaps (for CJK text) and its WebAssembly decoders
 * (JPEG 2000, JBIG2, ICC colours). By default it fetches them from URLs it is given; here every one
 * is a build asset of our own origin, looked up by file name, so nothing is ever fetched elsewhere
 * and a file a PDF never needs is never fetched at all. Never inlined as data: URLs (most CMaps are
 * under Vite's inline limit): our CSP lets a worker fetch only from 'self'.
 */
const urls = {
  ...import.meta.glob<string>('/node_modules/pdfjs-dist/standard_fonts/*.{pfb,ttf}', { eager: true, query: '?url&no-inline', import: 'default' }),
  ...import.meta.glob<string>('/node_modules/pdfjs-dist/cmaps/*.bcmap', { eager: true, query: '?url&no-inline', import: 'default' }),
  ...import.meta.glob<string>('/node_modules/pdfjs-dist/wasm/*.wasm', { eager: true, query: '?url&no-inline', import: 'default' }),
};

const byName = new Map(Object.entries(urls).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url]));

/** The bytes of one of pdf.js's data files; rejects for a name it does not ship. */
export async function pdfjsAsset(filename: string): Promise<Uint8Array> {
  const url = byName.get(filename);
  if (!url) throw new Error(`pdf.js asked for an unknown file: ${filename}`);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load ${filename} (${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}
