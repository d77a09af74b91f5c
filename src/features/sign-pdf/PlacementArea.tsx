import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { t } from '../../i18n/messages';
import { clampPlacement, movePlacement, resizePlacement, type Placement, type SignatureMark } from '../../machines/signPdf.machine';
import type { PdfPagesDocument } from '../../wasm/pdfRender';
import { capture } from './paper';

/** The longer side of the page drawn to place marks on, in pixels. */
const PAGE_PX = 1000;
/** A key press moves a mark this share of the page (Shift: five times), and resizes it by this factor. */
const STEP = 0.01;
const GROW = 1.1;

interface PlacementAreaProps {
  document: PdfPagesDocument;
  page: number;
  placements: Placement[];
  marks: SignatureMark[];
  selected: string | null;
  /** A placement to focus (one just placed). */
  focusOn: string | null;
  labelOf: (mark: SignatureMark | undefined) => string;
  onSelect: (id: string) => void;
  onChange: (placement: Placement) => void;
  onRemove: (id: string) => void;
  /** The page's width over its height, as shown, once it is drawn. */
  onAspect: (aspect: number) => void;
}

/** What a key does to a placed mark, or null when the key is not one of its keys. */
export function keyAction(key: string, shift: boolean): ((p: Placement) => Placement) | 'remove' | null {
  const step = shift ? STEP * 5 : STEP;
  switch (key) {
    case 'ArrowLeft':
      return (p) => movePlacement(p, -step, 0);
    case 'ArrowRight':
      return (p) => movePlacement(p, step, 0);
    case 'ArrowUp':
      return (p) => movePlacement(p, 0, -step);
    case 'ArrowDown':
      return (p) => movePlacement(p, 0, step);
    case '+':
    case '=':
      return (p) => resizePlacement(p, GROW);
    case '-':
    case '_':
      return (p) => resizePlacement(p, 1 / GROW);
    case 'Delete':
    case 'Backspace':
      return 'remove';
    default:
      return null;
  }
}

/**
 * The chosen page, large, with the marks placed on it: drag a mark to move it, drag its corner to
 * resize it (its proportions kept); or focus it and use the arrow keys (Shift for larger steps),
 * + and - to resize, Delete to remove.
 */
export function PlacementArea({ document, page, placements, marks, selected, focusOn, labelOf, onSelect, onChange, onRemove, onAspect }: PlacementAreaProps) {
  const frame = useRef<HTMLDivElement>(null);
  const [image, setImage] = useState<{ url: string; width: number; height: number; page: number } | null>(null);
  /** The page that could not be drawn, if any. */
  const [failed, setFailed] = useState<number | null>(null);
  const drag = useRef<{ id: string; pointer: number; startX: number; startY: number; start: Placement; resize: boolean } | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    document.renderPage(page, { fit: PAGE_PX, type: 'image/jpeg', quality: 0.85, signal: controller.signal }).then(
      (rendered) => {
        url = URL.createObjectURL(rendered.blob);
        setImage({ url, width: rendered.width, height: rendered.height, page });
        onAspect(rendered.width / rendered.height);
      },
      () => !controller.signal.aborted && setFailed(page),
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
    // onAspect is the editor's setter: a new function each render must not draw the page again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [document, page]);

  useEffect(() => {
    if (focusOn) frame.current?.querySelector<HTMLElement>(`[data-placement="${CSS.escape(focusOn)}"]`)?.focus();
  }, [focusOn]);

  const onPage = placements.filter((placement) => placement.page === page);
  const markOf = (id: string) => marks.find((mark) => mark.id === id);

  const startDrag = (event: PointerEvent<HTMLElement>, placement: Placement, resize: boolean) => {
    if (event.button !== 0 && event.pointerType === 'mouse') return;
    event.preventDefault();
    event.stopPropagation();
    capture(event.currentTarget, event.pointerId);
    onSelect(placement.id);
    drag.current = { id: placement.id, pointer: event.pointerId, startX: event.clientX, startY: event.clientY, start: placement, resize };
  };

  const moveDrag = (event: PointerEvent<HTMLElement>) => {
    const current = drag.current;
    const rect = frame.current?.getBoundingClientRect();
    if (!current || current.pointer !== event.pointerId || !rect) return;
    const dx = (event.clientX - current.startX) / rect.width;
    const dy = (event.clientY - current.startY) / rect.height;
    const { start } = current;
    if (!current.resize) onChange(movePlacement(start, dx, dy));
    else {
      // The top-left corner stays; the width follows the pointer, the height keeps the proportions.
      const factor = Math.max(0.05, (start.width + dx) / start.width);
      onChange(clampPlacement({ ...start, width: start.width * factor, height: start.height * factor }));
    }
  };

  const endDrag = () => {
    drag.current = null;
  };

  const onKey = (event: KeyboardEvent<HTMLButtonElement>, placement: Placement) => {
    const action = keyAction(event.key, event.shiftKey);
    if (!action) return;
    event.preventDefault();
    if (action === 'remove') onRemove(placement.id);
    else onChange(action(placement));
  };

  const ratio = image ? `${image.width} / ${image.height}` : `${document.width} / ${document.height}`;
  return (
    <div className="mt-3 max-w-2xl">
      <div
        ref={frame}
        className="relative w-full select-none overflow-hidden border border-slate-300 bg-white shadow"
        style={{ aspectRatio: ratio }}
        data-testid="placement-page"
        data-page={page}
        data-drawn={image?.page === page ? 'true' : 'false'}
      >
        {image?.page === page && <img src={image.url} alt={t('signPdf.area.page', { page })} className="absolute inset-0 h-full w-full" draggable={false} />}
        {failed === page && <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm text-red-700">{t('signPdf.area.failed')}</p>}
        {onPage.map((placement, n) => {
          const mark = markOf(placement.mark);
          const active = placement.id === selected;
          return (
            <button
              key={placement.id}
              type="button"
              aria-pressed={active}
              aria-label={t('signPdf.area.mark', {
                label: labelOf(mark),
                text: mark?.kind === 'text' ? t('signPdf.area.markText', { text: mark.text }) : '',
                page,
                n: n + 1,
                count: onPage.length,
              })}
              data-testid="placement"
              data-placement={placement.id}
              data-x={placement.x.toFixed(4)}
              data-y={placement.y.toFixed(4)}
              data-width={placement.width.toFixed(4)}
              data-height={placement.height.toFixed(4)}
              className={`absolute touch-none cursor-move p-0 outline-offset-2 focus-visible:outline focus-visible:outline-2 focus-visible:outline-indigo-600 ${active ? 'ring-2 ring-indigo-500' : 'ring-1 ring-indigo-300/70'}`}
              style={{ left: `${placement.x * 100}%`, top: `${placement.y * 100}%`, width: `${placement.width * 100}%`, height: `${placement.height * 100}%` }}
              onPointerDown={(event) => startDrag(event, placement, false)}
              onPointerMove={moveDrag}
              onPointerUp={endDrag}
              onPointerCancel={endDrag}
              onClick={() => onSelect(placement.id)}
              onFocus={() => onSelect(placement.id)}
              onKeyDown={(event) => onKey(event, placement)}
            >
              {mark?.kind === 'image' ? (
                <img src={mark.url} alt="" className="pointer-events-none h-full w-full" draggable={false} />
              ) : (
                <TextMark text={mark?.text ?? ''} ratio={(placement.width / placement.height) * (image ? image.width / image.height : document.width / document.height)} />
              )}
              <span
                aria-hidden="true"
                data-testid="placement-resize"
                className="absolute -bottom-1.5 -right-1.5 h-3 w-3 cursor-nwse-resize rounded-sm border border-white bg-indigo-600"
                onPointerDown={(event) => startDrag(event, placement, true)}
                onPointerMove={moveDrag}
                onPointerUp={endDrag}
                onPointerCancel={endDrag}
              />
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** Helvetica's average advance, as a share of the font size (for the preview only: the file measures the real glyphs). */
export const HELVETICA_ADVANCE = 0.56;

/**
 * A text mark drawn as the file will have it: Helvetica at 80% of the box's height on a baseline
 * at 22% of it, squeezed to the box's width when longer. `ratio` is the box's width over its height.
 */
function TextMark({ text, ratio }: { text: string; ratio: number }) {
  const width = 100 * ratio;
  const fits = 80 * HELVETICA_ADVANCE * text.length <= width;
  return (
    <svg viewBox={`0 0 ${width} 100`} preserveAspectRatio="none" className="pointer-events-none h-full w-full" aria-hidden="true">
      <text x="0" y="78" fontSize="80" fontFamily="Helvetica, Arial, sans-serif" fill="#0f172a" {...(fits ? {} : { textLength: width, lengthAdjust: 'spacingAndGlyphs' })}>
        {text}
      </text>
    </svg>
  );
}
