import { useId, useState } from 'react';
import { t } from '../../i18n/messages';
import { BlobImage } from '../BlobImage';

/** Side-by-side previews plus a before/after slider over the same frame. */
export function ImageCompare({ before, after, beforeLabel = t('image.original'), afterLabel = t('image.compressed') }: { before: Blob; after: Blob; beforeLabel?: string; afterLabel?: string }) {
  const [split, setSplit] = useState(50);
  const id = useId();
  // Each <img> owns its object URL (BlobImage revokes it when the blob changes or the view goes):
  // URLs made during render leaked when React discarded a render or the view unmounted.
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {(
          [
            [beforeLabel, before],
            [afterLabel, after],
          ] as const
        ).map(([label, blob]) => (
          <figure key={label} className="rounded-lg border border-slate-200 bg-slate-50 p-2">
            <BlobImage blob={blob} alt={t('compare.preview', { label })} className="mx-auto max-h-64 w-auto object-contain" />
            <figcaption className="mt-1 text-center text-sm text-slate-600">{label}</figcaption>
          </figure>
        ))}
      </div>
      <div>
        <div className="relative mx-auto w-fit overflow-hidden rounded-lg border border-slate-200" data-testid="before-after">
          <BlobImage blob={after} alt={t('compare.afterAlt', { label: afterLabel })} className="block max-h-96 w-auto" />
          <BlobImage
            blob={before}
            alt={t('compare.beforeAlt', { label: beforeLabel })}
            className="absolute inset-0 block h-full w-full object-fill"
            style={{ clipPath: `inset(0 ${100 - split}% 0 0)` }}
          />
          <div aria-hidden="true" className="absolute inset-y-0 w-0.5 bg-white shadow" style={{ left: `${split}%` }} />
        </div>
        <label htmlFor={id} className="mt-2 block text-center text-sm text-slate-600">
          {t('compare.slider', { before: beforeLabel, after: afterLabel })}
        </label>
        <input id={id} type="range" min={0} max={100} value={split} onChange={(e) => setSplit(Number(e.target.value))} className="mx-auto block w-full max-w-md accent-indigo-600" />
      </div>
    </div>
  );
}
