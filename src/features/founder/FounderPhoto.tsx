import type { SyntheticEvent } from 'react';

/**
 * The founder's photo, or the placeholder when none is configured or it fails to load. The swap
 * is done on the element itself: an image can fail before hydration attaches onError, so the ref
 * also checks for an image that has already failed.
 */
export function FounderPhoto({ src, placeholder, alt }: { src: string; placeholder: string; alt: string }) {
  const fallBack = (img: HTMLImageElement) => {
    if (img.getAttribute('src') !== placeholder) img.src = placeholder;
  };
  return (
    <img
      src={src || placeholder}
      alt={alt}
      width={192}
      height={192}
      className="h-48 w-48 rounded-full border-4 border-white object-cover shadow-lg"
      data-testid="founder-photo"
      ref={(img) => {
        if (img && img.complete && img.naturalWidth === 0) fallBack(img);
      }}
      onError={(e: SyntheticEvent<HTMLImageElement>) => fallBack(e.currentTarget)}
    />
  );
}
