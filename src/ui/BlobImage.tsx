import { useEffect, useRef, type ImgHTMLAttributes } from 'react';

/** Types most browsers cannot display but our image engine reads (only Safari shows a HEIC itself). */
const ENGINE_ONLY_TYPES = new Set(['image/heic', 'image/heif']);

/** One engine preview per file, however many <img> show it (a compressor shows the original twice). */
const previews = new WeakMap<Blob, Promise<Blob>>();

function enginePreview(blob: Blob): Promise<Blob> {
  let preview = previews.get(blob);
  if (!preview) {
    preview = import('../wasm/image')
      .then(({ previewImageFile }) => previewImageFile(blob))
      .catch((error: unknown) => {
        previews.delete(blob); // offline before libheif was cached: the next view tries again
        throw error;
      });
    previews.set(blob, preview);
  }
  return preview;
}

/**
 * An <img> showing a Blob (a preview of a chosen file). The object URL is made and revoked by an
 * effect on the element itself, so no URL outlives the view and nothing re-renders for it. When
 * the browser cannot display a HEIC, the image engine makes a small WebP of it to show instead
 * (loaded only then, so pages do not carry it in their first load).
 */
export function BlobImage({ blob, ...props }: { blob: Blob } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'>) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (!img) return;
    let cancelled = false;
    let url = URL.createObjectURL(blob);
    const show = (shown: Blob) => {
      URL.revokeObjectURL(url);
      url = URL.createObjectURL(shown);
      img.src = url;
    };
    const onError = () => {
      if (!ENGINE_ONLY_TYPES.has(blob.type)) return;
      enginePreview(blob)
        .then((preview) => !cancelled && show(preview))
        .catch(() => undefined); // a file the engine cannot read either keeps the browser's broken-image box
    };
    img.addEventListener('error', onError, { once: true });
    img.src = url;
    return () => {
      cancelled = true;
      img.removeEventListener('error', onError);
      img.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [blob]);
  return <img ref={ref} alt="" {...props} />;
}
