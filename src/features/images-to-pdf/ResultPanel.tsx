import { t } from '../../i18n/messages';
import { formatSize } from '../../lib/formatSize';
import { saveBlob } from '../../lib/download';
import type { ImagesToPdfResult } from '../../machines/imagesToPdf.machine';

/** The finished PDF: its name, pages and size, and its download. */
export function ResultPanel({ result }: { result: ImagesToPdfResult }) {
  return (
    <div className="mt-6 rounded-lg border border-emerald-200 bg-emerald-50 p-4" data-testid="images-pdf-result" role="status">
      <h2 className="text-lg font-semibold text-emerald-900">{t('imagesToPdf.result.title')}</h2>
      <p className="mt-1 text-sm text-emerald-900">
        {t('imagesToPdf.result.facts', { fileName: result.fileName, pages: result.pages, size: formatSize(result.blob.size) })}
      </p>
      <button type="button" className="btn-primary mt-4" onClick={() => saveBlob(result.blob, result.fileName)}>
        {t('imagesToPdf.result.download')}
      </button>
    </div>
  );
}
