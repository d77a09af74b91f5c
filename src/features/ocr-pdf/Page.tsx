import { useCallback, useSyncExternalStore } from 'react';
import { createOcrPdfMachine, MAX_OCR_LANGUAGES, type OcrPdfResult } from '../../machines/ocrPdf.machine';
import { t } from '../../i18n/messages';
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
import { ocrPdfInspector, ocrPdfProcessor } from './engine';
import { ocrProgress } from './progress';
import { pageList, texts } from './texts';

/** The blog article this tool links to. */
const GUIDE_SLUG = 'how-to-make-a-scanned-pdf-searchable';

const machine = createOcrPdfMachine(texts, { languages: ['eng'], redo: false, text: true }).provide({
  actors: { opener: ocrPdfInspector, processor: ocrPdfProcessor },
});

/** The page being read and its image, while the work runs. */
function ReadingNow() {
  const now = useSyncExternalStore(ocrProgress.subscribe, ocrProgress.get, () => null);
  if (!now) return null;
  return (
    <div className="mt-4 flex items-center gap-4" data-testid="ocr-now">
      {now.image && <BlobImage blob={now.image} alt={t('ocrPdf.now.pageAlt', { page: now.page })} className="h-24 w-auto rounded border border-slate-200 bg-white" />}
      <p className="text-sm text-slate-700" role="status">
        {now.loading ? t('ocrPdf.now.loading') : t('ocrPdf.now.reading', { page: now.page, done: now.done, todo: now.todo })}
      </p>
    </div>
  );
}

function Result({ result, withText }: { result: OcrPdfResult; withText: boolean }) {
  const onStarted = useCallback(() => showToast({ title: t('ocrPdf.toast.download.title'), description: t('ocrPdf.toast.download.text'), variant: 'success' }), []);
  const textBlob = new Blob([result.text], { type: 'text/plain;charset=utf-8' });
  return (
    <div className="mt-6 rounded-lg border border-emerald-200 bg-emerald-50 p-4" data-testid="ocr-result">
      <p className="font-medium text-slate-900">
        {result.recognised.length > 0
          ? t('ocrPdf.result.read', { count: result.recognised.length, pages: result.pages, words: result.words, confidence: Math.round(result.confidence) })
          : t('ocrPdf.result.nothing')}
      </p>
      {result.kept.length > 0 && result.recognised.length > 0 && (
        <p className="mt-2 text-sm text-slate-700">{t('ocrPdf.result.kept', { pages: pageList(result.kept) })}</p>
      )}
      {result.sparse.length > 0 && (
        <p className="mt-2 text-sm text-amber-800" data-testid="ocr-sparse">
          {t('ocrPdf.result.sparse', { count: result.sparse.length, pages: pageList(result.sparse) })}
        </p>
      )}
      {result.reduced.length > 0 && (
        <p className="mt-2 text-sm text-slate-700">
          {t('ocrPdf.result.reduced', { count: result.reduced.length, pages: pageList(result.reduced) })}
        </p>
      )}
      {result.turned.length > 0 && (
        <p className="mt-2 text-sm text-slate-700" data-testid="ocr-turned">
          {t('ocrPdf.result.turned', { count: result.turned.length, pages: pageList(result.turned) })}
        </p>
      )}
      <p className="mt-2 text-sm text-slate-600">
        {t('ocrPdf.result.file', { name: result.fileName, size: formatSize(result.blob.size) })}
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <DownloadButton payload={{ blob: result.blob, fileName: result.fileName }} label={t('ocrPdf.result.downloadPdf')} onStarted={onStarted} />
        {withText && result.recognised.length > 0 && (
          <DownloadButton payload={{ blob: textBlob, fileName: result.textName }} label={t('ocrPdf.result.downloadText')} className="btn-secondary" onStarted={onStarted} />
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
    <ToolPage tool={tool} copy={readToolCopy('ocrPdf')} relatedCategory="pdf" extra={<ToolGuideLink slug={GUIDE_SLUG} title={t('ocrPdf.guide.title')} text={t('ocrPdf.guide.text')} />}>
      <UploadArea
        accept={tool.accept}
        maxMB={tool.maxMB}
        title={t('ocrPdf.drop.title')}
        hint={t('ocrPdf.drop.hint')}
        disabled={processing}
        onFile={send.file}
        onRemove={send.remove}
      />
      <OcrLanguagePicker value={options.languages} max={MAX_OCR_LANGUAGES} disabled={processing} onChange={(languages) => send.setOptions({ languages })} />
      <div className="mt-4 flex flex-col gap-2">
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" checked={options.redo} disabled={processing} onChange={(event) => send.setOptions({ redo: event.target.checked })} />
          {t('ocrPdf.option.redo')}
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" checked={options.text} disabled={processing} onChange={(event) => send.setOptions({ text: event.target.checked })} />
          {t('ocrPdf.option.text')}
        </label>
      </div>
      <PdfFileSteps
        state={state}
        file={file}
        problem={problem}
        password={{ onUnlock: send.password }}
        consent={{ warning: t('ocrPdf.signed.warning'), go: t('ocrPdf.signed.go'), stopHint: t('ocrPdf.signed.stopHint'), onGo: send.consentAndProcess }}
      />
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" className="btn-primary" disabled={processing} onClick={send.process}>
          {processing ? t('ocrPdf.action.busy') : t('ocrPdf.action.start')}
        </button>
        {processing && (
          <button type="button" className="btn-secondary" onClick={send.cancel}>
            {t('action.cancel')}
          </button>
        )}
      </div>
      {processing && (
        <div className="mt-4">
          <ProgressBar value={progress * 100} label={t('ocrPdf.progress')} />
          <ReadingNow />
        </div>
      )}
      {state === 'done' && result && <Result result={result} withText={options.text} />}
    </ToolPage>
  );
}
