import { t } from '../i18n/messages';
import { ProgressBar } from './ProgressBar';

/**
 * The compressors' action row: the compress button ('Compressing...', or `busyLabel`, and disabled
 * while busy), Cancel while busy, and the progress bar (progress is 0..1, as the fileTool machine keeps it).
 */
export function CompressActions({
  label,
  busyLabel = t('action.compressing'),
  progressLabel,
  processing,
  progress,
  onCompress,
  onCancel,
}: {
  label: string;
  /** What the button says while the work runs. */
  busyLabel?: string;
  progressLabel: string;
  processing: boolean;
  progress: number;
  onCompress: () => void;
  onCancel: () => void;
}) {
  return (
    <>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" className="btn-primary" disabled={processing} onClick={onCompress}>
          {processing ? busyLabel : label}
        </button>
        {processing && (
          <button type="button" className="btn-secondary" onClick={onCancel}>
            {t('action.cancel')}
          </button>
        )}
      </div>
      {processing && (
        <div className="mt-4">
          <ProgressBar value={progress * 100} label={progressLabel} />
        </div>
      )}
    </>
  );
}
