import { useId, useState } from 'react';

/**
 * An object URL for a blob; the previous URL is revoked when the blob changes. (Created during
 * render rather than in an effect so StrictMode's double effects cannot revoke a URL still shown.)
 */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const [current, setCurrent] = useState<{ blob: Blob | null; url: string | null }>({ blob: null, url: null });
  if ((blob ?? null) !== current.blob) {
    if (current.url) URL.revokeObjectURL(current.url);
    const next = { blob: blob ?? null, url: blob ? URL.createObjectURL(blob) : null };
    setCurrent(next);
    return next.url;
  }
  return current.url;
}

/** Side-by-side previews plus a before/after slider over the same frame. */
export function ImageCompare({ before, after, beforeLabel = 'Original', afterLabel = 'Compressed' }: { before: Blob; after: Blob; beforeLabel?: string; afterLabel?: string }) {
  const beforeUrl = useObjectUrl(before);
  const afterUrl = useObjectUrl(after);
  const [split, setSplit] = useState(50);
  const id = useId();
  if (!beforeUrl || !afterUrl) return null;
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {[
          [beforeLabel, beforeUrl],
          [afterLabel, afterUrl],
        ].map(([label, url]) => (
          <figure key={label} className="rounded-lg border border-slate-200 bg-slate-50 p-2">
            <img src={url} alt={`${label} preview`} className="mx-auto max-h-64 w-auto object-contain" />
            <figcaption className="mt-1 text-center text-sm text-slate-600">{label}</figcaption>
          </figure>
        ))}
      </div>
      <div>
        <div className="relative mx-auto w-fit overflow-hidden rounded-lg border border-slate-200" data-testid="before-after">
          <img src={afterUrl} alt={`${afterLabel} (right of the divider)`} className="block max-h-96 w-auto" />
          <img
            src={beforeUrl}
            alt={`${beforeLabel} (left of the divider)`}
            className="absolute inset-0 block h-full w-full object-fill"
            style={{ clipPath: `inset(0 ${100 - split}% 0 0)` }}
          />
          <div aria-hidden="true" className="absolute inset-y-0 w-0.5 bg-white shadow" style={{ left: `${split}%` }} />
        </div>
        <label htmlFor={id} className="mt-2 block text-center text-sm text-slate-600">
          Before / after comparison: drag to compare ({beforeLabel} on the left, {afterLabel} on the right)
        </label>
        <input id={id} type="range" min={0} max={100} value={split} onChange={(e) => setSplit(Number(e.target.value))} className="mx-auto block w-full max-w-md accent-indigo-600" />
      </div>
    </div>
  );
}
