import { useCallback, useSyncExternalStore } from 'react';
import { createOcrPdfMachine, MAX_OCR_LANGUAGES, type OcrPdfResult } from '../../machines/ocrPdf.machine';
import { formatSize } from '../../lib/formatSize';
import { showToast } from '../../lib/toast';
import { tool } from '../../toolPages/ocr-pdf';
import { BlobImage } from '../../ui/BlobImage';
import { DownloadButton } from '../../ui/DownloadButton';
import { OcrLanguagePicker } from '../../ui/OcrLanguagePicker';
import { PdfFileSteps } from '../../ui/PdfFileSteps';
import { ProgressBar } from '../../ui/ProgressBar';
import { ToolGuideLink } from '../../ui/ToolGuideLink';
import { ToolPage } from '../../ui/ToolPage';
import { UploadArea } from '../../ui/UploadArea';
import { usePdfTool } from '../../ui/usePdfTool';
import { readToolCopy } from '../../ui/toolCopy';
import { GUIDE } from './copy';
import { ocrPdfInspector, ocrPdfProcessor } from './engine';
import { ocrProgress } from './progress';
import { pageList, SIGNED_STOP_HINT, SIGNED_WARNING, texts } from './texts';

const machine = createOcrPdfMachine(texts, { languages: ['eng'], redo: false, text: true }).provide({
  actors: { opener: ocrPdfInspector, processor: ocrPdfProcessor },
});

/** The page being read and its image, while the work runs. */
function ReadingNow() {
  const now = useSyncExternalStore(ocrProgress.subscribe, ocrProgress.get, () => null);
  if (!now) return null;
  return (
    <div className="mt-4 flex items-center gap-4" data-testid="ocr-now">
      {now.image && <BlobImage blob={now.image} alt={`Page ${now.page}`} className="h-24 w-auto rounded border border-slate-200 bg-white" />}
      <p className="text-sm text-slate-700" role="status">
        {now.loading ? 'Loading the OCR engine and languages...' : `Reading page ${now.page}: ${now.done} of ${now.todo} pages done`}
      </p>
    </div>
  );
}

function Result({ result, withText }: { result: OcrPdfResult; withText: boolean }) {
  const onStarted = useCallback(() => showToast({ title: 'Download Started', description: 'Your file is downloading.', variant: 'success' }), []);
  const textBlob = new Blob([result.text], { type: 'text/plain;charset=utf-8' });
  return (
    <div className="mt-6 rounded-lg border border-emerald-200 bg-emerald-50 p-4" data-testid="ocr-result">
      <p className="font-medium text-slate-900">
        {result.recognised.length > 0
          ? `Read ${result.recognised.length} of ${result.pages} pages: ${result.words} words found (average confidence ${Math.round(result.confidence)}%).`
          : 'Every page already has text: nothing was read.'}
      </p>
      {result.kept.length > 0 && result.recognised.length > 0 && (
        <p className="mt-2 text-sm text-slate-700">Pages {pageList(result.kept)} already had text and were left as they are.</p>
      )}
      {result.sparse.length > 0 && (
        <p className="mt-2 text-sm text-amber-800" data-testid="ocr-sparse">
          Little or no text was found on {result.sparse.length === 1 ? 'page' : 'pages'} {pageList(result.sparse)}: they may be pictures, blank, or too blurry or small to read.
        </p>
      )}
      {result.reduced.length > 0 && (
        <p className="mt-2 text-sm text-slate-700">
          {result.reduced.length === 1 ? 'Page' : 'Pages'} {pageList(result.reduced)} {result.reduced.length === 1 ? 'is' : 'are'} very large, so{' '}
          {result.reduced.length === 1 ? 'it was' : 'they were'} read at less than 300 dpi to fit in memory.
        </p>
      )}
      {result.turned.length > 0 && (
        <p className="mt-2 text-sm text-slate-700" data-testid="ocr-turned">
          {result.turned.length === 1 ? 'Page' : 'Pages'} {pageList(result.turned)} {result.turned.length === 1 ? 'was' : 'were'} scanned sideways or upside down and{' '}
          {result.turned.length === 1 ? 'was' : 'were'} read turned upright; {result.turned.length === 1 ? 'it looks' : 'they look'} as before.
        </p>
      )}
      <p className="mt-2 text-sm text-slate-600">
        {result.fileName}, {formatSize(result.blob.size)}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <DownloadButton payload={{ blob: result.blob, fileName: result.fileName }} label="Download searchable PDF" onStarted={onStarted} />
        {withText && result.recognised.length > 0 && (
          <DownloadButton payload={{ blob: textBlob, fileName: result.textName }} label="Download text (.txt)" className="btn-secondary" onStarted={onStarted} />
        )}
      </div>
    </div>
  );
}

/**
 * Make PDF searchable: upload, languages and options, what the file needs first (its password, or
 * a yes when it is signed), the work with the page being read and Cancel, then the result.
 */
export default function OcrPdfPage() {
  const { snapshot, state, send } = usePdfTool(machine);
  const { file, options, progress, result, problem } = snapshot.context;
  const processing = state === 'processing';

  return (
    <ToolPage tool={tool} copy={readToolCopy('ocrPdf')} relatedCategory="pdf" extra={<ToolGuideLink {...GUIDE} />}>
      <UploadArea
        accept={tool.accept}
        maxMB={tool.maxMB}
        title="Drag and drop your scanned PDF here"
        hint="or click to choose a PDF"
        disabled={processing}
        onFile={send.file}
        onRemove={send.remove}
      />
      <OcrLanguagePicker value={options.languages} max={MAX_OCR_LANGUAGES} disabled={processing} onChange={(languages) => send.setOptions({ languages })} />
      <div className="mt-4 flex flex-col gap-2">
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" checked={options.redo} disabled={processing} onChange={(event) => send.setOptions({ redo: event.target.checked })} />
          Read pages that already have text
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" checked={options.text} disabled={processing} onChange={(event) => send.setOptions({ text: event.target.checked })} />
          Also give me the text as a .txt file
        </label>
      </div>
      <PdfFileSteps
        state={state}
        file={file}
        problem={problem}
        password={{ onUnlock: send.password }}
        consent={{ warning: SIGNED_WARNING, go: 'Make searchable anyway', stopHint: SIGNED_STOP_HINT, onGo: send.consentAndProcess }}
      />
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" className="btn-primary" disabled={processing} onClick={send.process}>
          {processing ? 'Reading...' : 'Make PDF searchable'}
        </button>
        {processing && (
          <button type="button" className="btn-secondary" onClick={send.cancel}>
            Cancel
          </button>
        )}
      </div>
      {processing && (
        <div className="mt-4">
          <ProgressBar value={progress * 100} label="Reading pages..." />
          <ReadingNow />
        </div>
      )}
      {state === 'done' && result && <Result result={result} withText={options.text} />}
    </ToolPage>
  );
}
