import { t } from '../../i18n/messages';
import { formatSize } from '../../lib/formatSize';
import { saveBlob } from '../../lib/download';
import type { MergeItem, MergeResult } from '../../machines/pdfMerger.machine';
import { accessNote } from './texts';

/** 'Merge Complete!' with the merged file's facts and its download (merged-document.pdf). */
export function MergeResultPanel({ result, items }: { result: MergeResult; items: MergeItem[] }) {
  const names = (access: MergeItem['access']) => items.filter((item) => item.access === access).map((item) => item.file.name);
  return (
    <div className="mt-6 rounded-lg border border-emerald-200 bg-emerald-50 p-4" data-testid="merge-result" role="status">
      <h2 className="text-lg font-semibold text-emerald-900">{t('pdfMerger.result.title')}</h2>
      <p className="mt-1 text-sm text-emerald-900">
        {t('pdfMerger.result.facts', { fileName: result.fileName, pages: result.pages, size: formatSize(result.blob.size) })}
      </p>
      {accessNote(names('unlocked'), names('restrictionsRemoved')).map((note) => (
        <p key={note} className="mt-2 text-sm text-emerald-900">
          {note}
        </p>
      ))}
      <button type="button" className="btn-primary mt-4" onClick={() => saveBlob(result.blob, result.fileName)}>
        {t('pdfMerger.result.download')}
      </button>
    </div>
  );
}
