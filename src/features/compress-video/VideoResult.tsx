import type { EngineResult } from '../../machines/fileTool.machine';
import { formatSize, percentSaved } from '../../lib/formatSize';
import { SIZE_PRESETS, type SizePreset } from '../../wasm/video';

const AUDIO_TEXT: Record<string, string> = {
  kept: 'copied unchanged',
  opus: 'converted to Opus',
  removed: 'removed',
  none: 'none in the source',
  dropped: 'dropped (the browser cannot decode it)',
};

const SAVED_TO: Record<string, string> = {
  handle: 'the file you chose',
  opfs: "this site's private browser storage until you download it",
  memory: 'memory until you download it',
};

/** The result panel: sizes, resolution, quality, percent smaller and how it was made. */
export function VideoResult({ result, quality, preset }: { result: EngineResult; quality: number; preset: SizePreset }) {
  const f = result.facts ?? {};
  const saved = percentSaved(result.originalSize, result.size);
  const missedTarget = f.targetFits === false || (Number(f.targetBytes) > 0 && result.size > Number(f.targetBytes));
  const speed = Number(f.seconds) > 0 && Number(f.encodeSeconds) > 0 ? Number(f.seconds) / Number(f.encodeSeconds) : null;
  const rows: [string, string][] = [
    ['Original size', formatSize(result.originalSize)],
    ['Compressed size', formatSize(result.size)],
    ['Resolution', `${f.width}×${f.height}`],
    ['Quality', preset === 'none' ? `${quality}%` : SIZE_PRESETS[preset].label],
    ['Format', `${f.container} (${f.codec}), audio ${AUDIO_TEXT[String(f.audio)] ?? String(f.audio)}`],
    ...(f.videoBitrate ? [['Video bitrate', `${Math.round(Number(f.videoBitrate) / 1000)} kbps`] as [string, string]] : []),
    ['Engine', String(f.engine)],
    ['Time', `${Number(f.encodeSeconds).toFixed(1)} s${speed ? ` (${speed.toFixed(1)}× real time)` : ''}`],
  ];
  return (
    <div className="mt-6 rounded-xl border border-emerald-200 bg-emerald-50 p-5" data-testid="video-result">
      <h2 className="mb-3 text-lg font-semibold text-emerald-900">Compression complete</h2>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-3 border-b border-emerald-100 pb-1">
            <dt className="text-slate-600">{label}</dt>
            <dd className="text-right font-medium text-slate-900" data-testid={`video-${label.toLowerCase().replace(/ /g, '-')}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-4">
        <div className="mb-1 flex justify-between text-sm font-medium text-emerald-900">
          <span>Percent smaller</span>
          <span data-testid="video-percent">{saved}% smaller</span>
        </div>
        <div className="h-2 w-full rounded-full bg-emerald-100" aria-hidden="true">
          <div className="h-full rounded-full bg-emerald-600" style={{ width: `${saved}%` }} />
        </div>
      </div>
      {missedTarget && (
        <p className="mt-3 text-sm font-medium text-amber-800">The target size could not be met for this length: trim the video to get under it.</p>
      )}
      <p className="mt-3 text-xs text-slate-600">Saved to {SAVED_TO[String(f.savedTo)] ?? 'memory'}.</p>
    </div>
  );
}
