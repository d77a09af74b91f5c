/**
 * The page list of /organize-pdf as cards: a thumbnail (drawn by the page renderer only when the
 * card comes near the visible part of the grid, turned by the user's rotation), its position, and
 * buttons to turn, duplicate, delete and move it. Cards can also be dragged onto another card.
 * Loaded only once a PDF is open, with the renderer.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { t } from '../../i18n/messages';
import { shownSize, type OrganizePageItem, type OrganizeSourceFile } from '../../machines/organizePdf.machine';
import type { PdfPagesDocument } from '../../wasm/pdfRender';
import { usePageThumbnail } from '../../ui/pdfPages/usePageThumbnail';

/** Longer side of a thumbnail in pixels. */
/** Cards this far above or below the visible part of the grid are drawn ahead; beyond it, released. */
const NEAR = '600px 0px';

/** Two overlapping sheets (no font has a reliable glyph for it). */
const COPY_ICON = (
  <svg viewBox="0 0 16 16" width="14" height="14" fill="none" stroke="currentColor" strokeWidth="1.5">
    <rect x="5" y="5" width="9" height="9" rx="1" />
    <path d="M11 3V2.5A1 1 0 0 0 10 1.5H2.5a1 1 0 0 0-1 1V10a1 1 0 0 0 1 1H3" />
  </svg>
);

type Action = 'left' | 'right' | 'duplicate' | 'delete' | 'earlier' | 'later';

interface OrganizeGridProps {
  pages: OrganizePageItem[];
  sources: OrganizeSourceFile[];
  disabled: boolean;
  onRotate: (id: string, by: 90 | -90) => void;
  onDelete: (id: string) => void;
  onDuplicate: (id: string) => void;
  onMove: (id: string, to: number) => void;
  label: string;
}

/** A render document per source file, opened when the file appears and closed when it goes. */
function useRenderDocuments(sources: OrganizeSourceFile[]): Map<File, PdfPagesDocument> {
  const [documents, setDocuments] = useState(() => new Map<File, PdfPagesDocument>());
  const opened = useRef(new Map<File, Promise<PdfPagesDocument | null>>());

  useEffect(() => {
    const wanted = new Set(sources.map((source) => source.file));
    for (const [file, pending] of opened.current) {
      if (wanted.has(file)) continue;
      opened.current.delete(file);
      void pending.then((document) => document?.close());
      setDocuments((current) => {
        const next = new Map(current);
        next.delete(file);
        return next;
      });
    }
    for (const { file, password } of sources) {
      if (opened.current.has(file)) continue;
      const pending = import('../../wasm/pdfRender')
        .then(({ openPdfPages }) => openPdfPages(file, password))
        .catch(() => null);
      opened.current.set(file, pending);
      void pending.then((document) => {
        if (!document) return;
        if (opened.current.get(file) !== pending) return document.close();
        setDocuments((current) => new Map(current).set(file, document));
      });
    }
  }, [sources]);

  useEffect(() => {
    const all = opened.current;
    return () => {
      for (const pending of all.values()) void pending.then((document) => document?.close());
      all.clear();
    };
  }, []);
  return documents;
}

export function OrganizeGrid({ pages, sources, disabled, onRotate, onDelete, onDuplicate, onMove, label }: OrganizeGridProps) {
  const root = useRef<HTMLOListElement>(null);
  const documents = useRenderDocuments(sources);
  const [dragged, setDragged] = useState<string | null>(null);
  // After a move or a delete the card's DOM node moves or goes: keep the keyboard where the user is.
  const refocus = useRef<{ id: string; action: Action } | null>(null);

  useLayoutEffect(() => {
    const wanted = refocus.current;
    if (!wanted || !root.current) return;
    refocus.current = null;
    const button = root.current.querySelector<HTMLButtonElement>(`[data-id="${wanted.id}"] [data-action="${wanted.action}"]`);
    if (button && !button.disabled) button.focus();
    else root.current.querySelector<HTMLButtonElement>(`[data-id="${wanted.id}"] [data-action]:not(:disabled)`)?.focus();
  }, [pages]);

  const act = (item: OrganizePageItem, index: number, action: Action) => {
    if (action === 'left' || action === 'right') return onRotate(item.id, action === 'left' ? -90 : 90);
    if (action === 'duplicate') return onDuplicate(item.id);
    if (action === 'delete') {
      const neighbour = pages[index + 1] ?? pages[index - 1];
      if (neighbour && pages.length > 1) refocus.current = { id: neighbour.id, action: 'delete' };
      return onDelete(item.id);
    }
    refocus.current = { id: item.id, action };
    onMove(item.id, action === 'earlier' ? index - 1 : index + 1);
  };

  return (
    <ol
      ref={root}
      aria-label={label}
      className="grid max-h-[40rem] grid-cols-2 gap-3 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 p-3 sm:grid-cols-3 md:grid-cols-4"
      data-testid="organize-grid"
    >
      {pages.map((item, index) => {
        const source = 'source' in item.from ? sources[item.from.source] : undefined;
        return (
          <PageCard
            key={item.id}
            root={root}
            item={item}
            index={index}
            count={pages.length}
            size={shownSize({ sources }, item)}
            document={source ? documents.get(source.file) : undefined}
            sourceName={source && 'source' in item.from && item.from.source > 0 ? t('organizePdf.card.source', { name: source.file.name, page: item.from.page + 1 }) : null}
            disabled={disabled}
            dragging={dragged === item.id}
            onAction={(action) => act(item, index, action)}
            onDragStart={() => setDragged(item.id)}
            onDragEnd={() => setDragged(null)}
            onDrop={(id) => {
              const moved = id || dragged;
              if (moved && moved !== item.id) onMove(moved, index);
              setDragged(null);
            }}
          />
        );
      })}
    </ol>
  );
}

interface PageCardProps {
  root: React.RefObject<HTMLOListElement | null>;
  item: OrganizePageItem;
  index: number;
  count: number;
  size: { width: number; height: number };
  document: PdfPagesDocument | undefined;
  /** For a page of an added file: where it comes from. */
  sourceName: string | null;
  disabled: boolean;
  dragging: boolean;
  onAction: (action: Action) => void;
  onDragStart: () => void;
  onDragEnd: () => void;
  /** Another card dropped here: its id, as the drag carried it. */
  onDrop: (id: string) => void;
}

function PageCard({ root, item, index, count, size, document, sourceName, disabled, dragging, onAction, onDragStart, onDragEnd, onDrop }: PageCardProps) {
  const ref = useRef<HTMLLIElement>(null);
  const [near, setNear] = useState(false);
  const [over, setOver] = useState(false);
  const page = 'source' in item.from ? item.from.page + 1 : 0;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const io = new IntersectionObserver((entries) => setNear(entries.some((entry) => entry.isIntersecting)), { root: root.current, rootMargin: NEAR });
    io.observe(element);
    return () => io.disconnect();
  }, [root]);

  const { image, failed } = usePageThumbnail(document, page, near);

  const n = index + 1;
  const sideways = item.rotate % 180 !== 0;
  const blank = page === 0;
  const button = (action: Action, text: React.ReactNode, name: string, off = false) => (
    <button
      type="button"
      data-action={action}
      aria-label={name}
      title={name}
      disabled={disabled || off}
      onClick={() => onAction(action)}
      className="flex h-8 min-w-8 items-center justify-center rounded border border-slate-300 bg-white px-1.5 text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-indigo-300 disabled:cursor-not-allowed disabled:opacity-40"
    >
      <span aria-hidden="true">{text}</span>
    </button>
  );

  return (
    <li
      ref={ref}
      data-id={item.id}
      data-testid="organize-page"
      data-rotate={item.rotate}
      data-drawn={blank || image ? 'true' : 'false'}
      draggable={!disabled}
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', item.id);
        onDragStart();
      }}
      onDragEnd={onDragEnd}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        onDrop(event.dataTransfer.getData('text/plain'));
      }}
      className={`flex flex-col rounded-md border-2 bg-white p-2 ${over ? 'border-indigo-500' : 'border-transparent'} ${dragging ? 'opacity-50' : ''}`}
    >
      <div className="relative w-full overflow-hidden bg-white shadow-sm ring-1 ring-slate-200" style={{ aspectRatio: `${size.width} / ${size.height}` }}>
        {image && (
          <img
            src={image.url}
            alt=""
            draggable={false}
            className="absolute left-1/2 top-1/2 max-w-none"
            style={{ width: sideways ? `${(size.height / size.width) * 100}%` : '100%', transform: `translate(-50%, -50%) rotate(${item.rotate}deg)` }}
          />
        )}
        {blank && <span className="flex h-full items-center justify-center text-xs text-slate-700">{t('organizePdf.card.blank')}</span>}
        {failed && <span className="flex h-full items-center justify-center p-2 text-center text-xs text-red-700">{t('organizePdf.card.failed')}</span>}
      </div>
      <p className="mt-1 text-center text-xs font-medium text-slate-800">
        {t('organizePdf.card.page', { n })}
        {sourceName && <span className="block truncate font-normal text-slate-700">{sourceName}</span>}
      </p>
      <div className="mt-2 flex flex-wrap justify-center gap-1" role="group" aria-label={t('organizePdf.card.page', { n })}>
        {button('earlier', <span className="inline-block rtl:-scale-x-100">←</span>, t('organizePdf.card.earlier', { n }), index === 0)}
        {button('left', '↺', t('organizePdf.card.left', { n }))}
        {button('right', '↻', t('organizePdf.card.right', { n }))}
        {button('duplicate', COPY_ICON, t('organizePdf.card.duplicate', { n }))}
        {button('delete', '✕', t('organizePdf.card.delete', { n }), count === 1)}
        {button('later', <span className="inline-block rtl:-scale-x-100">→</span>, t('organizePdf.card.later', { n }), index === count - 1)}
      </div>
    </li>
  );
}
