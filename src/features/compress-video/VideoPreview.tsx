import { useEffect, useRef, useState } from 'react';
import { t } from '../../i18n/messages';
import { formatDuration, type PreviewFacts } from './estimate';

/**
 * Preview of the chosen video with its duration as m:ss; reports the facts the estimate needs.
 * Render it with `key` = the file, so a new file starts from a fresh state.
 */
export function VideoPreview({ file, onFacts }: { file: File; onFacts: (facts: PreviewFacts | null) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [duration, setDuration] = useState<number | null>(null);
  const [failed, setFailed] = useState(false);

  // The object URL lives exactly as long as this file is shown (a multi-GB file is not copied).
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (video.current) video.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <figure className="mt-4">
      {failed && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900" role="status">
          {t('compressVideo.preview.failed')}
        </p>
      )}
      <video
        ref={video}
        controls
        preload="metadata"
        hidden={failed}
        aria-label={t('compressVideo.preview.label', { name: file.name })}
        className="max-h-72 w-full rounded-lg bg-black"
        onLoadedMetadata={(e) => {
          const v = e.currentTarget;
          setDuration(v.duration);
          onFacts(Number.isFinite(v.duration) && v.videoWidth ? { duration: v.duration, width: v.videoWidth, height: v.videoHeight } : null);
        }}
        onError={() => {
          setFailed(true);
          onFacts(null);
        }}
      />
      {duration !== null && (
        <figcaption className="mt-2 text-sm text-slate-600" data-testid="video-duration">
          {t('compressVideo.preview.duration', { duration: formatDuration(duration) })}
        </figcaption>
      )}
    </figure>
  );
}
