import { formatSize, percentSaved } from '../../lib/formatSize';
import type { EngineResult } from '../../machines/fileTool.machine';
import { formatLabel } from '../../wasm/image';

/** Why 'Same' wrote another format (the image engine's `formatReason`), in words. */
function formatReasonText(reason: string, from: string, to: string): string {
  const notWritten = `We read ${from} but do not write it, so 'Same' saves it as ${to}`;
  return reason === 'transparency' ? `${notWritten}, which keeps its transparent areas (JPEG would fill them in).` : `${notWritten}.`;
}

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
          <dt className="text-slate-500">Original</dt>
          <dd className="font-medium text-slate-900">
            {originalName} ({formatSize(result.originalSize)})
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Compressed</dt>
          <dd className="font-medium text-slate-900" data-testid="result-size">
            {result.fileName} ({formatSize(result.size)})
          </dd>
        </div>
      </dl>
      {result.notSmaller ? (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" role="status">
          File size could not be reduced further. You can download the original file.
        </p>
      ) : (
        <>
          <p className="text-sm font-semibold text-emerald-700" data-testid="saved">
            Saved {formatSize(saved)} ({percent}%)
          </p>
          <div className="h-2 w-full overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
            <div className="h-full rounded-full bg-emerald-500" style={{ width: `${percent}%` }} />
          </div>
        </>
      )}
      {!result.notSmaller && resized && (
        <p className="text-sm text-slate-600" data-testid="dimensions">
          Dimensions: {facts.sourceWidth} x {facts.sourceHeight} px {'->'} {facts.width} x {facts.height} px
        </p>
      )}
      {!result.notSmaller && originalType && facts.mime && facts.mime !== originalType && (
        <p className="text-sm text-slate-600" data-testid="format-changed">
          Saved as {formatLabel(String(facts.mime))} (the file name ends in .{String(result.fileName).split('.').pop()}).
          {facts.formatReason && ` ${formatReasonText(String(facts.formatReason), formatLabel(originalType), formatLabel(String(facts.mime)))}`}
        </p>
      )}
      {!result.notSmaller && typeof facts.animationFrames === 'number' && (
        <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" role="status" data-testid="first-frame-note">
          This image is animated ({facts.animationFrames} frames): the compressed file keeps only its first frame. Download the original to keep the animation.
        </p>
      )}
      {facts.engine === 'canvas' && (
        <p className="text-sm text-slate-600">Made with your browser's built-in encoder (the faster WASM encoder could not run here).</p>
      )}
    </div>
  );
}
