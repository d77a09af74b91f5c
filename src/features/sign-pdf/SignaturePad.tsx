import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { t } from '../../i18n/messages';
import { capture, cutToInk } from './paper';

/** The pad's drawing surface in CSS pixels; drawn at twice that for sharp lines. */
const PAD_WIDTH = 600;
const PAD_HEIGHT = 200;
const SCALE = 2;
const INK = '#0f172a';

interface SignaturePadProps {
  onUse: (signature: { url: string; width: number; height: number }) => void;
}

interface Point {
  x: number;
  y: number;
}

/**
 * Draw a signature with a mouse, a finger or a pen (pointer events; the pad does not scroll the
 * page while drawing). Strokes are smoothed: each segment is a quadratic curve through the
 * midpoints of the points the pointer reports, its width a little thinner when the pen moves fast.
 */
export function SignaturePad({ onUse }: SignaturePadProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const stroke = useRef<{ points: Point[]; pointer: number } | null>(null);
  const [empty, setEmpty] = useState(true);

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.setTransform(SCALE, 0, 0, SCALE, 0, 0);
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = INK;
    context.fillStyle = INK;
  }, []);

  const pointOf = (event: PointerEvent<HTMLCanvasElement>): Point => {
    const rect = event.currentTarget.getBoundingClientRect();
    return { x: ((event.clientX - rect.left) / rect.width) * PAD_WIDTH, y: ((event.clientY - rect.top) / rect.height) * PAD_HEIGHT };
  };

  const down = (event: PointerEvent<HTMLCanvasElement>) => {
    if (event.button !== 0 && event.pointerType === 'mouse') return;
    event.preventDefault();
    capture(event.currentTarget, event.pointerId);
    const point = pointOf(event);
    stroke.current = { points: [point], pointer: event.pointerId };
    const context = event.currentTarget.getContext('2d');
    context?.beginPath();
    context?.arc(point.x, point.y, 1.3, 0, Math.PI * 2);
    context?.fill();
    setEmpty(false);
  };

  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    const current = stroke.current;
    const context = event.currentTarget.getContext('2d');
    if (!current || current.pointer !== event.pointerId || !context) return;
    const events = event.nativeEvent.getCoalescedEvents?.() ?? [event.nativeEvent];
    for (const native of events.length > 0 ? events : [event.nativeEvent]) {
      const rect = event.currentTarget.getBoundingClientRect();
      const point = { x: ((native.clientX - rect.left) / rect.width) * PAD_WIDTH, y: ((native.clientY - rect.top) / rect.height) * PAD_HEIGHT };
      const { points } = current;
      const last = points[points.length - 1];
      const speed = Math.hypot(point.x - last.x, point.y - last.y);
      if (speed < 0.5) continue;
      points.push(point);
      if (points.length < 3) {
        context.lineWidth = 2.6;
        context.beginPath();
        context.moveTo(last.x, last.y);
        context.lineTo(point.x, point.y);
        context.stroke();
        continue;
      }
      const before = points[points.length - 3];
      const from = { x: (before.x + last.x) / 2, y: (before.y + last.y) / 2 };
      const to = { x: (last.x + point.x) / 2, y: (last.y + point.y) / 2 };
      context.lineWidth = Math.max(1.6, 3 - speed / 25);
      context.beginPath();
      context.moveTo(from.x, from.y);
      context.quadraticCurveTo(last.x, last.y, to.x, to.y);
      context.stroke();
    }
  };

  const up = (event: PointerEvent<HTMLCanvasElement>) => {
    const current = stroke.current;
    const context = event.currentTarget.getContext('2d');
    if (current && context && current.points.length >= 2) {
      const [before, last] = current.points.slice(-2);
      context.beginPath();
      context.moveTo((before.x + last.x) / 2, (before.y + last.y) / 2);
      context.lineTo(last.x, last.y);
      context.stroke();
    }
    stroke.current = null;
  };

  const clear = () => {
    const element = canvas.current;
    element?.getContext('2d')?.clearRect(0, 0, PAD_WIDTH, PAD_HEIGHT);
    setEmpty(true);
  };

  const use = () => {
    const element = canvas.current;
    const cut = element && cutToInk(element, 8);
    if (!cut) return;
    onUse(cut);
    clear();
  };

  return (
    <div>
      <p id="signature-pad-hint" className="text-sm text-slate-700">
        {t('signPdf.pad.hint')}
      </p>
      <canvas
        ref={canvas}
        width={PAD_WIDTH * SCALE}
        height={PAD_HEIGHT * SCALE}
        role="img"
        aria-label={t('signPdf.pad.label')}
        aria-describedby="signature-pad-hint"
        data-testid="signature-pad"
        className="mt-2 block aspect-[3/1] w-full max-w-xl cursor-crosshair touch-none rounded-lg border-2 border-dashed border-slate-300 bg-white"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={up}
      />
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className="btn-primary" disabled={empty} onClick={use}>
          {t('signPdf.pad.use')}
        </button>
        <button type="button" className="btn-secondary" disabled={empty} onClick={clear}>
          {t('signPdf.pad.clear')}
        </button>
      </div>
    </div>
  );
}
