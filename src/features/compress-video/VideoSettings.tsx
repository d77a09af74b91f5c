import { useId } from 'react';
import { t } from '../../i18n/messages';
import { Select } from '../../ui/Select';
import { Slider } from '../../ui/Slider';
import { formatSize } from '../../lib/formatSize';
import { VIDEO_QUALITY, type VideoOptions } from '../../machines/compressVideo.machine';
import type { SizePreset, VideoFormat, VideoResolution } from '../../wasm/video';
import { formatDuration, type PreviewFacts, type SizeEstimate } from './estimate';

const RESOLUTION_OPTIONS: { value: VideoResolution; label?: string }[] = [
  { value: 'original' },
  { value: '1080p', label: '1080p' },
  { value: '720p', label: '720p' },
  { value: '480p', label: '480p' },
  { value: '360p', label: '360p' },
];
const FORMAT_OPTIONS: { value: VideoFormat; label: string }[] = [
  { value: 'mp4', label: 'MP4 (H.264)' },
  { value: 'webm', label: 'WebM (VP9)' },
];
/** The target sizes; each one's words are `compressVideo.preset.<preset>`. */
const PRESETS: readonly SizePreset[] = ['none', 'email', 'chat'];

interface Props {
  options: VideoOptions;
  onChange: (options: Partial<VideoOptions>) => void;
  disabled: boolean;
  facts: PreviewFacts | null;
  estimate: SizeEstimate | null;
  webCodecs: boolean;
  saveToDisk: boolean | null;
  onSaveToDisk: (on: boolean) => void;
}

const seconds = (value: string) => (value.trim() === '' || Number.isNaN(Number(value)) ? null : Math.max(0, Number(value)));

/** Quality, resolution, format, target size, trim, audio and destination; then the expected size. */
export function VideoSettings({ options, onChange, disabled, facts, estimate, webCodecs, saveToDisk, onSaveToDisk }: Props) {
  const id = useId();
  const presetLabel = options.preset === 'none' ? null : t(`compressVideo.preset.${options.preset}`);
  return (
    <div className="mt-6 space-y-5">
      <Slider
        label={t('compressVideo.quality')}
        value={options.quality}
        min={VIDEO_QUALITY.min}
        max={VIDEO_QUALITY.max}
        step={VIDEO_QUALITY.step}
        unit="%"
        endLabels={[t('compressVideo.quality.smaller'), t('compressVideo.quality.better')]}
        disabled={disabled || options.preset !== 'none'}
        onChange={(quality) => onChange({ quality })}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <Select label={t('compressVideo.resolution')} value={options.resolution} options={RESOLUTION_OPTIONS.map(({ value, label }) => ({ value, label: label ?? t('compressVideo.resolution.original') }))} disabled={disabled} onChange={(resolution) => onChange({ resolution })} />
        <Select label={t('compressVideo.format')} value={webCodecs ? options.format : 'webm'} options={FORMAT_OPTIONS} disabled={disabled || !webCodecs} onChange={(format) => onChange({ format })} />
        <Select label={t('compressVideo.preset')} value={options.preset} options={PRESETS.map((value) => ({ value, label: t(`compressVideo.preset.${value}`) }))} disabled={disabled || !webCodecs} onChange={(preset) => onChange({ preset })} />
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2" disabled={disabled}>
        <legend className="mb-1 text-sm font-medium text-slate-700">{t('compressVideo.trim')}</legend>
        {(['trimStart', 'trimEnd'] as const).map((key) => (
          <div key={key}>
            <label htmlFor={`${id}-${key}`} className="mb-1 block text-sm text-slate-700">
              {key === 'trimStart' ? t('compressVideo.trim.start') : t('compressVideo.trim.end')}
            </label>
            <input
              id={`${id}-${key}`}
              type="number"
              min={0}
              max={facts?.duration}
              step={0.1}
              placeholder={key === 'trimStart' ? '0' : facts ? facts.duration.toFixed(1) : t('compressVideo.trim.endPlaceholder')}
              value={options[key] ?? ''}
              onChange={(e) => onChange({ [key]: seconds(e.target.value) })}
              className="w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
            />
          </div>
        ))}
      </fieldset>
      <div className="flex flex-col gap-2 text-sm text-slate-700">
        <label className="flex items-center gap-2">
          <input type="checkbox" checked={options.removeAudio} disabled={disabled} onChange={(e) => onChange({ removeAudio: e.target.checked })} />
          {t('compressVideo.removeAudio')}
        </label>
        {saveToDisk !== null && (
          <label className="flex items-center gap-2">
            <input type="checkbox" checked={saveToDisk} disabled={disabled} onChange={(e) => onSaveToDisk(e.target.checked)} />
            {t('compressVideo.saveToDisk')}
          </label>
        )}
      </div>
      {estimate && (
        <p className="rounded-lg bg-slate-50 p-3 text-sm text-slate-700" data-testid="video-estimate" aria-live="polite">
          {t('compressVideo.estimate.before')} <strong>{formatSize(estimate.bytes)}</strong> {t('compressVideo.estimate.after', { width: estimate.width, height: estimate.height })}
          {estimate.fits === false && presetLabel && estimate.maxSeconds !== null && (
            <span className="mt-1 block font-medium text-amber-800" role="status">
              {t('compressVideo.estimate.tooLong', { preset: presetLabel, duration: formatDuration(estimate.maxSeconds) })}
            </span>
          )}
        </p>
      )}
    </div>
  );
}
