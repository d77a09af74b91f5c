import { t } from '../../i18n/messages';
import { formatSize, percentSaved } from '../../lib/formatSize';
import type { EngineResult } from '../../machines/fileTool.machine';
import { formatLabel } from '../../wasm/image';

/** Why 'Same' wrote another format (the image engine's `formatReason`), in words. */
function formatReasonText(reason: string, from: string, to: string): string {
  return t(reason === 'transparency' ? 'image.notWrittenTransparency' : 'image.notWritten', { from, to });
}

/** A fact as text ('' when the engine left it out). */
const shown = (fact: string | number | boolean | undefined) => String(fact ?? '');

/** Sizes, 'Saved KB (percent)', a percent bar, dimensions/format when they changed, and a word when an animation lost its frames. */
export function CompressedImageSummary({ originalName, originalType, result }: { originalName: string; originalType?: string; result: EngineResult }) {
  const facts = result.facts ?? {};
  const saved = Math.max(0, result.originalSize - result.size);
  const percent = percentSaved(result.originalSize, result.size);
  const resized = facts.width !== facts.sourceWidth || facts.height !== facts.sourceHeight;
  return (
    <div className="space-y-3" data-testid="image-result">
      <dl className="grid gap-2 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-500">{t('image.original')}</dt>
          <dd className="font-medium text-slate-900">
            {originalName} ({formatSize(result.originalSize)})
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('image.compressed')}</dt>
          <dd className="font-medium text-slate-900" data-testid="result-size">
            {result.fileName} ({formatSize(result.size)})
          </dd>
        </div>
      </dl>
      {result.notSmaller ? (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" role="status">
          {t('image.notSmaller')}
        </p>
      ) : (
        <>
          <p className="text-sm font-semibold text-emerald-700" data-testid="saved">
            {t('image.saved', { size: formatSize(saved), percent })}
          </p>
          <div className="h-2 w-full overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
            <div className="h-full rounded-full bg-emerald-500" style={{ width: `${percent}%` }} />
          </div>
        </>
      )}
      {!result.notSmaller && resized && (
        <p className="text-sm text-slate-600" data-testid="dimensions">
          {t('image.dimensions', { fromWidth: shown(facts.sourceWidth), fromHeight: shown(facts.sourceHeight), toWidth: shown(facts.width), toHeight: shown(facts.height) })}
        </p>
      )}
      {!result.notSmaller && originalType && facts.mime && facts.mime !== originalType && (
        <p className="text-sm text-slate-600" data-testid="format-changed">
          {t('image.savedAs', { format: formatLabel(String(facts.mime)), extension: String(String(result.fileName).split('.').pop()) })}
          {facts.formatReason && ` ${formatReasonText(String(facts.formatReason), formatLabel(originalType), formatLabel(String(facts.mime)))}`}
        </p>
      )}
      {!result.notSmaller && typeof facts.animationFrames === 'number' && (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" role="status" data-testid="first-frame-note">
          {t('image.firstFrame', { frames: facts.animationFrames })}
        </p>
      )}
      {facts.engine === 'canvas' && (
        <p className="text-sm text-slate-600">{t('image.canvasEncoder')}</p>
      )}
    </div>
  );
}
