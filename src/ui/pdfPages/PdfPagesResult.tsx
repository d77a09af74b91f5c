import { formatSize } from '../../lib/formatSize';
import { saveBlob } from '../../lib/download';
import type { PagesResult } from '../../machines/pdfTool.machine';

interface PdfPagesResultProps {
  result: PagesResult;
  title: string;
  /** What the output holds: '4 pages', '12 JPG images in a ZIP'. */
  summary: string;
  downloadLabel: string;
}

/** The finished output of a PDF page tool: its name, size and what it holds, and its download. */
export function PdfPagesResult({ result, title, summary, downloadLabel }: PdfPagesResultProps) {
  return (
    <div className="mt-6 rounded-lg border border-emerald-200 bg-emerald-50 p-4" data-testid="pages-result" role="status">
      <h2 className="text-lg font-semibold text-emerald-900">{title}</h2>
      <p className="mt-1 text-sm text-emerald-900">
        {result.fileName} · {summary} · {formatSize(result.blob.size)}
      </p>
      <button type="button" className="btn-primary mt-4" onClick={() => saveBlob(result.blob, result.fileName)}>
        {downloadLabel}
      </button>
    </div>
  );
}
