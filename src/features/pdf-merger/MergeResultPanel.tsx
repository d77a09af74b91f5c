import { formatSize } from '../../lib/formatSize';
import { saveBlob } from '../../lib/download';
import type { MergeResult } from '../../machines/pdfMerger.machine';

/** 'Merge Complete!' with the merged file's facts and its download (merged-document.pdf). */
export function MergeResultPanel({ result }: { result: MergeResult }) {
  return (
    <div className="mt-6 rounded-lg border border-emerald-200 bg-emerald-50 p-4" data-testid="merge-result" role="status">
      <h2 className="text-lg font-semibold text-emerald-900">Merge Complete!</h2>
      <p className="mt-1 text-sm text-emerald-900">
        {result.fileName} · {result.pages} {result.pages === 1 ? 'page' : 'pages'} · {formatSize(result.blob.size)}
      </p>
      <button type="button" className="btn-primary mt-4" onClick={() => saveBlob(result.blob, result.fileName)}>
        Download Merged PDF
      </button>
    </div>
  );
}
