/**
 * Live previews drawn over page thumbnails as SVG images (a data: URL in an <img alt="">): the marks
 * are to scale in the page's own points, and, unlike inline SVG text, add nothing to the name of
 * the page button they sit in.
 */
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One SVG <text> element. */
export function svgText(text: string, attributes: Record<string, string | number>): string {
  const attrs = Object.entries(attributes)
    .map(([name, value]) => `${name}="${escape(String(value))}"`)
    .join(' ');
  return `<text ${attrs}>${escape(text)}</text>`;
}

/** An SVG of a `width` × `height` page (points) holding `body`, as an image URL. */
export function svgImageUrl(width: number, height: number, body: string): string {
  return `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">${body}</svg>`)}`;
}
