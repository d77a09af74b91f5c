import type { ReactNode } from 'react';
import { t } from '../../i18n/messages';
import type { PdfPagesDocument } from '../../wasm/pdfRender';
import { usePageThumbnail } from './usePageThumbnail';

/** Longest side of the larger preview, in pixels (sharp at 240 CSS pixels on a 2× screen). */
const PREVIEW_PX = 480;

interface PagePreviewProps {
  document: PdfPagesDocument;
  /** 1-based. */
  page: number;
  /** Drawn over the page, filling it (the same overlay as on the thumbnails). */
  children: ReactNode;
}

/** One page drawn larger than its thumbnail with a tool's live preview over it: what the marks will look like. */
export function PagePreview({ document, page, children }: PagePreviewProps) {
  const { image } = usePageThumbnail(document, page, true, PREVIEW_PX);
  const ratio = image ? `${image.width} / ${image.height}` : `${document.width} / ${document.height}`;
  return (
    <figure className="mt-4" data-testid="page-preview">
      <div className="relative mx-auto w-full max-w-60 overflow-hidden border border-slate-200 bg-white shadow-sm" style={{ aspectRatio: ratio }}>
        {image && <img src={image.url} alt="" width={image.width} height={image.height} className="h-full w-full object-contain" />}
        {image && children}
      </div>
      <figcaption className="mt-1 text-center text-xs text-slate-600">{t('pdfPages.preview', { page })}</figcaption>
    </figure>
  );
}
