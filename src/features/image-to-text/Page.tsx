import { useMachine } from '@xstate/react';
import { useCallback, useState } from 'react';
import { createFileToolMachine, type EngineResult } from '../../machines/fileTool.machine';
import { t } from '../../i18n/messages';
import { inspectOptions } from '../../lib/inspect';
import { showToast } from '../../lib/toast';
import { tool } from '../../toolPages/image-to-text';
import { DownloadButton } from '../../ui/DownloadButton';
import { OcrLanguagePicker } from '../../ui/OcrLanguagePicker';
import { ProgressBar } from '../../ui/ProgressBar';
import { ToolPage } from '../../ui/ToolPage';
import { UploadArea } from '../../ui/UploadArea';
import { useToastEvents } from '../../ui/useToastEvents';
import { readToolCopy } from '../../ui/toolCopy';
import { imageToTextEngine, recognisedPage, type ImageToTextOptions, type Recognised } from './engine';
import { searchablePdfFailure, texts } from './texts';

const MAX_LANGUAGES = 4;

const machine = createFileToolMachine<ImageToTextOptions>({ id: 'imageToText', defaultOptions: { languages: ['eng'] }, texts }).provide({
  actors: { engine: imageToTextEngine },
});

/** Confidence shading: unsure words stand out. */
const shade = (confidence: number) => (confidence < 60 ? 'bg-amber-300' : confidence < 80 ? 'bg-amber-100' : '');

type PdfState = { state: 'idle' } | { state: 'building' } | { state: 'ready'; blob: Blob; fileName: string };

/** "Make a searchable PDF": the image as a page with the words read laid invisibly over it. */
function SearchablePdf({ file, recognised }: { file: File; recognised: Recognised }) {
  const [pdf, setPdf] = useState<PdfState>({ state: 'idle' });
  const onStarted = useCallback(() => showToast({ title: t('imageToText.toast.download.title'), description: t('imageToText.toast.pdfDownload'), variant: 'success' }), []);
  const make = async () => {
    setPdf({ state: 'building' });
    try {
      const { makeSearchablePdf } = await import('./searchablePdf');
      setPdf({ state: 'ready', ...(await makeSearchablePdf(file, recognised.page, recognised.turns)) });
    } catch (error) {
      setPdf({ state: 'idle' });
      showToast({ title: t('imageToText.toast.pdfFailed.title'), description: searchablePdfFailure(error), variant: 'destructive' });
    }
  };
  if (pdf.state === 'ready') return <DownloadButton payload={{ blob: pdf.blob, fileName: pdf.fileName }} label={t('imageToText.pdf.download')} className="btn-secondary" onStarted={onStarted} />;
  return (
    <button type="button" className="btn-secondary" disabled={pdf.state === 'building'} onClick={() => void make()}>
      {pdf.state === 'building' ? t('imageToText.pdf.busy') : t('imageToText.pdf.make')}
    </button>
  );
}

function Result({ result, file }: { result: EngineResult; file: File | null }) {
  const recognised = recognisedPage(result);
  const page = recognised?.page;
  const [copied, setCopied] = useState(false);
  const onStarted = useCallback(() => showToast({ title: t('imageToText.toast.download.title'), description: t('imageToText.toast.textDownload'), variant: 'success' }), []);
  const copyText = async () => {
    await navigator.clipboard.writeText(page?.text ?? '');
    setCopied(true);
  };
  return (
    <div className="mt-6 rounded-lg border border-emerald-200 bg-emerald-50 p-4" data-testid="ocr-result">
      <p className="font-medium text-slate-900">
        {t('imageToText.result.summary', { words: String(result.facts?.words), confidence: String(result.facts?.confidence) })}
      </p>
      <div className="mt-3 max-h-96 overflow-auto rounded border border-slate-200 bg-white p-3 text-sm leading-relaxed text-slate-900" data-testid="ocr-text" tabIndex={0} aria-label={t('imageToText.result.textLabel')}>
        {page?.lines.map((line, i) => (
          <p key={i}>
            {line.words.map((word, j) => (
              <span key={j}>
                <span className={shade(word.confidence)} title={t('imageToText.result.sure', { percent: Math.round(word.confidence) })}>
                  {word.text}
                </span>{' '}
              </span>
            ))}
          </p>
        ))}
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className="btn-secondary" onClick={() => void copyText()}>
          {copied ? t('imageToText.result.copied') : t('imageToText.result.copy')}
        </button>
        <DownloadButton payload={{ blob: result.blob, fileName: result.fileName }} label={t('imageToText.result.downloadText')} onStarted={onStarted} />
        {file && recognised && <SearchablePdf key={result.fileName} file={file} recognised={recognised} />}
      </div>
    </div>
  );
}

/** Image to text: upload, languages, extract (progress, Cancel), the text with confidence shading, copy and download. */
export default function ImageToTextPage() {
  const [snapshot, send, actor] = useMachine(machine, { input: {}, ...inspectOptions() });
  useToastEvents(actor);
  const { options, progress, result, file } = snapshot.context;
  const processing = snapshot.matches('processing');
  return (
    <ToolPage tool={tool} copy={readToolCopy('imageToText')} relatedCategory="image">
      <UploadArea
        accept={tool.accept}
        maxMB={tool.maxMB}
        invalidTypeText={t('imageToText.invalidType')}
        title={t('imageToText.drop.title')}
        hint={t('imageToText.drop.hint')}
        disabled={processing}
        onFile={(file) => send({ type: 'FILE_SELECTED', file })}
        onRemove={() => send({ type: 'FILE_REMOVED' })}
      />
      <OcrLanguagePicker value={options.languages} max={MAX_LANGUAGES} disabled={processing} onChange={(languages) => send({ type: 'SET_OPTIONS', options: { languages } })} />
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" className="btn-primary" disabled={processing} onClick={() => send({ type: 'COMPRESS' })}>
          {processing ? t('imageToText.action.busy') : t('imageToText.action.start')}
        </button>
        {processing && (
          <button type="button" className="btn-secondary" onClick={() => send({ type: 'CANCEL' })}>
            {t('action.cancel')}
          </button>
        )}
      </div>
      {processing && (
        <div className="mt-4">
          <ProgressBar value={progress * 100} label={t('imageToText.progress')} />
        </div>
      )}
      {snapshot.matches('done') && result && <Result key={result.fileName + result.size} result={result} file={file} />}
    </ToolPage>
  );
}
