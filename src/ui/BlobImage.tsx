import { useEffect, useRef, type ImgHTMLAttributes } from 'react';

/**
 * An <img> showing a Blob (a preview of a chosen file). The object URL is made and revoked by an
 * effect on the element itself, so no URL outlives the view and nothing re-renders for it.
 */
export function BlobImage({ blob, ...props }: { blob: Blob } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'>) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (!img) return;
    const url = URL.createObjectURL(blob);
    img.src = url;
    return () => {
      img.removeAttribute('src');
      URL.revokeObjectURL(url);
    };
  }, [blob]);
  return <img ref={ref} alt="" {...props} />;
}
