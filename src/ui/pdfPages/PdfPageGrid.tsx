import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { t } from '../../i18n/messages';
import type { PdfPagesDocument } from '../../wasm/pdfRender';
import { usePageThumbnail } from './usePageThumbnail';

/** Longer side of a thumbnail in pixels: sharp in a ~120 px tile on a 2× screen, ~10 KB as JPEG. */
/** Pages this far above or below the visible part of the grid are drawn ahead; beyond it, released. */
const NEAR = '600px 0px';

type Watch = (element: Element, onChange: (near: boolean) => void) => () => void;

interface PdfPageGridProps {
  document: PdfPagesDocument;
  /** Chosen pages (1-based), shown ticked. */
  selected: ReadonlySet<number>;
  /** Clicking a page (or Enter/Space on it) toggles it. */
  onToggle: (page: number) => void;
  /** What the grid is for, read by screen readers: 'Pages of report.pdf: click to choose'. */
  label: string;
  /** Drawn over each page's image, filling it (a tool's live preview). */
  preview?: (page: number) => ReactNode;
}

/**
 * A PDF's pages as a grid of thumbnails, drawn in the renderer's worker only when they come near
 * the visible part of the grid, and released (request cancelled, image freed) when they move far
 * from it, so a 500-page PDF shows its first pages at once and memory stays bounded however far
 * one scrolls. Each page is a toggle button.
 */
export function PdfPageGrid({ document, selected, onToggle, label, preview }: PdfPageGridProps) {
  const root = useRef<HTMLUListElement>(null);
  const observer = useRef<IntersectionObserver | null>(null);
  const handlers = useRef(new Map<Element, (near: boolean) => void>());

  useEffect(() => {
    const watching = handlers.current;
    const io = new IntersectionObserver(
      (entries) => entries.forEach((entry) => watching.get(entry.target)?.(entry.isIntersecting)),
      { root: root.current, rootMargin: NEAR },
    );
    watching.forEach((_, element) => io.observe(element));
    observer.current = io;
    return () => {
      io.disconnect();
      observer.current = null;
    };
  }, []);

  const watch = useCallback<Watch>((element, onChange) => {
    handlers.current.set(element, onChange);
    observer.current?.observe(element);
    return () => {
      handlers.current.delete(element);
      observer.current?.unobserve(element);
    };
  }, []);

  const pages = Array.from({ length: document.pages }, (_, i) => i + 1);
  return (
    <ul
      ref={root}
      aria-label={label}
      className="grid max-h-[34rem] grid-cols-3 gap-3 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3 sm:grid-cols-4 md:grid-cols-5"
      data-testid="page-grid"
    >
      {pages.map((page) => (
        <PageTile key={page} document={document} page={page} selected={selected.has(page)} onToggle={onToggle} watch={watch} preview={preview} />
      ))}
    </ul>
  );
}

interface TileProps {
  document: PdfPagesDocument;
  page: number;
  selected: boolean;
  onToggle: (page: number) => void;
  watch: Watch;
  preview?: (page: number) => ReactNode;
}

function PageTile({ document, page, selected, onToggle, watch, preview }: TileProps) {
  const ref = useRef<HTMLLIElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => (ref.current ? watch(ref.current, setNear) : undefined), [watch]);
  const { image, failed } = usePageThumbnail(document, page, near);

  const ratio = image ? `${image.width} / ${image.height}` : `${document.width} / ${document.height}`;
  return (
    <li ref={ref}>
      <button
        type="button"
        aria-pressed={selected}
        aria-label={t('pdfPages.page', { page })}
        data-testid="page-thumb"
        data-page={page}
        data-drawn={image ? 'true' : 'false'}
        onClick={() => onToggle(page)}
        className={`relative block w-full rounded-md border-2 bg-white p-1 text-start focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-indigo-300 ${
          selected ? 'border-indigo-600' : 'border-transparent hover:border-slate-300'
        }`}
      >
        <span className="relative block w-full overflow-hidden bg-white shadow-sm" style={{ aspectRatio: ratio }}>
          {image ? (
            <img src={image.url} alt="" width={image.width} height={image.height} className="h-full w-full object-contain" />
          ) : (
            failed && <span className="flex h-full items-center justify-center p-2 text-center text-xs text-red-700">{t('pdfPages.drawFailed')}</span>
          )}
          {image && preview?.(page)}
        </span>
        <span className="mt-1 block text-center text-xs font-medium text-slate-700" aria-hidden="true">
          {page}
        </span>
        {selected && (
          <span aria-hidden="true" className="absolute end-2 top-2 flex h-6 w-6 items-center justify-center rounded-full bg-indigo-600 text-sm text-white">
            ✓
          </span>
        )}
      </button>
    </li>
  );
}
