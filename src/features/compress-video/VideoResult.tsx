import { t } from '../../i18n/messages';
import type { EngineResult } from '../../machines/fileTool.machine';
import { formatSize, percentSaved } from '../../lib/formatSize';
import type { SizePreset } from '../../wasm/video';
import { engineLabel } from './engine';

/** What happened to the audio (`compressVideo.result.audio.<kind>`), for the kinds the engine reports. */
const AUDIO = new Set(['kept', 'opus', 'removed', 'none', 'dropped']);

/** Where the file was written (`compressVideo.result.savedTo.<place>`). */
const SAVED_TO = new Set(['handle', 'opfs', 'memory']);

/** The result panel: sizes, resolution, quality, percent smaller and how it was made. */
export function VideoResult({ result, quality, preset }: { result: EngineResult; quality: number; preset: SizePreset }) {
  const f = result.facts ?? {};
  const saved = percentSaved(result.originalSize, result.size);
  const missedTarget = f.targetFits === false || (Number(f.targetBytes) > 0 && result.size > Number(f.targetBytes));
  const speed = Number(f.seconds) > 0 && Number(f.encodeSeconds) > 0 ? Number(f.seconds) / Number(f.encodeSeconds) : null;
  const audio = AUDIO.has(String(f.audio)) ? t(`compressVideo.result.audio.${String(f.audio)}`) : String(f.audio);
  const time = Number(f.encodeSeconds).toFixed(1);
  // [the row's test id, its label's catalog id, its value]
  const rows: [string, string, string][] = [
    ['original-size', 'compressVideo.result.originalSize', formatSize(result.originalSize)],
    ['compressed-size', 'compressVideo.result.compressedSize', formatSize(result.size)],
    ['resolution', 'compressVideo.result.resolution', `${f.width}×${f.height}`],
    ['quality', 'compressVideo.result.quality', preset === 'none' ? `${quality}%` : t(`compressVideo.preset.${preset}`)],
    ['format', 'compressVideo.result.format', t('compressVideo.result.formatValue', { container: String(f.container), codec: String(f.codec), audio })],
    ...(f.videoBitrate ? [['video-bitrate', 'compressVideo.result.videoBitrate', t('compressVideo.result.kbps', { kbps: Math.round(Number(f.videoBitrate) / 1000) })] as [string, string, string]] : []),
    ['engine', 'compressVideo.result.engine', engineLabel(String(f.engine))],
    ['time', 'compressVideo.result.time', speed ? t('compressVideo.result.timeSpeed', { seconds: time, speed: speed.toFixed(1) }) : t('compressVideo.result.timeValue', { seconds: time })],
  ];
  return (
    <div className="mt-6 rounded-xl border border-emerald-200 bg-emerald-50 p-5" data-testid="video-result">
      <h2 className="mb-3 text-lg font-semibold text-emerald-900">{t('compressVideo.result.title')}</h2>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {rows.map(([testId, label, value]) => (
          <div key={testId} className="flex justify-between gap-3 border-b border-emerald-100 pb-1">
            <dt className="text-slate-600">{t(label)}</dt>
            <dd className="text-end font-medium text-slate-900" data-testid={`video-${testId}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="mt-4">
        <div className="mb-1 flex justify-between text-sm font-medium text-emerald-900">
          <span>{t('compressVideo.result.percent')}</span>
          <span data-testid="video-percent">{t('compressVideo.result.percentValue', { percent: saved })}</span>
        </div>
        <div className="h-2 w-full rounded-full bg-emerald-100" aria-hidden="true">
          <div className="h-full rounded-full bg-emerald-600" style={{ width: `${saved}%` }} />
        </div>
      </div>
      {missedTarget && <p className="mt-3 text-sm font-medium text-amber-800">{t('compressVideo.result.targetMissed')}</p>}
      <p className="mt-3 text-xs text-slate-600">{t(`compressVideo.result.savedTo.${SAVED_TO.has(String(f.savedTo)) ? String(f.savedTo) : 'memory'}`)}</p>
    </div>
  );
}
