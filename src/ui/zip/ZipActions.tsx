import { t } from '../../i18n/messages';
import { formatSize } from '../../lib/formatSize';
import { useZipProgress, type ZipTool } from './useZipTool';
import { ProgressBar } from '../ProgressBar';

interface ZipActionsProps extends ZipTool {
  createLabel: string;
  busyLabel: string;
  downloadLabel: string;
}

/**
 * Create -> (progress, Cancel) -> Download, as the spec orders it: Create is disabled with no
 * files or while busy, and once the archive exists Download replaces it.
 */
export function ZipActions({ createLabel, busyLabel, downloadLabel, ...tool }: ZipActionsProps) {
  const { snapshot, send } = tool;
  const { items, archive } = snapshot.context;
  const busy = snapshot.matches('compressing');
  if (snapshot.matches('compressed') && archive) {
    return (
      <div className="space-y-3 rounded-lg border border-emerald-200 bg-emerald-50 p-4" data-testid="zip-result">
        <p className="text-sm text-emerald-900" role="status">
          {t('zip.ready', { count: archive.fileCount, size: formatSize(archive.size) })}
          {archive.savedAs ? ` ${t('zip.savedAs', { name: archive.savedAs })}` : ''}
        </p>
        {archive.blob ? (
          <button type="button" className="btn-primary w-full" onClick={() => send({ type: 'DOWNLOAD' })}>
            {downloadLabel}
          </button>
        ) : (
          <p className="text-sm text-emerald-900">{t('zip.writtenToFile')}</p>
        )}
      </div>
    );
  }
  return (
    <div className="space-y-3">
      {busy && (
        <div className="flex items-center gap-3">
          <div className="grow">
            <ZipProgress tool={tool} />
          </div>
          <button type="button" className="btn-secondary" onClick={() => send({ type: 'CANCEL' })}>
            {t('action.cancel')}
          </button>
        </div>
      )}
      <button type="button" className="btn-primary w-full" disabled={busy || items.length === 0} onClick={() => send({ type: 'CREATE' })}>
        {busy ? busyLabel : createLabel}
      </button>
    </div>
  );
}

/** The bar alone follows progress (see useZipTool). */
function ZipProgress({ tool }: { tool: ZipTool }) {
  return <ProgressBar value={useZipProgress(tool) * 100} label={t('zip.progress')} />;
}
