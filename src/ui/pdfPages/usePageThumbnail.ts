import { useEffect, useState } from 'react';
import type { PdfPagesDocument } from '../../wasm/pdfRender';

/** Longest side of a page thumbnail, in pixels. */
const THUMB_PX = 240;

export interface PageThumbnail {
  url: string;
  width: number;
  height: number;
}

/**
 * A page's thumbnail (1-based `page`), drawn in the render worker while `near` is true and released
 * (request cancelled, object URL revoked) as soon as it is not: the page grids hold only the pages
 * near what is on screen. `failed` when the page could not be drawn. `fit`: its longest side in
 * pixels (a larger preview asks for more).
 */
export function usePageThumbnail(document: PdfPagesDocument | null | undefined, page: number, near: boolean, fit = THUMB_PX) {
  const [image, setImage] = useState<PageThumbnail | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!near || !document || page < 1) return;
    const controller = new AbortController();
    let url: string | null = null;
    document.renderPage(page, { fit, type: 'image/jpeg', quality: 0.8, signal: controller.signal }).then(
      (rendered) => {
        url = URL.createObjectURL(rendered.blob);
        setImage({ url, width: rendered.width, height: rendered.height });
      },
      () => !controller.signal.aborted && setFailed(true),
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
      setImage(null);
    };
  }, [near, document, page, fit]);
  return { image, failed };
}
