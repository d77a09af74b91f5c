import { useMachine } from '@xstate/react';
import { lazy, Suspense, useCallback, useState } from 'react';
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
import { imageToTextEngine, recognisedPage, type ImageToTextOptions } from './engine';
import { CopyButton, SearchablePdf, ShadedText } from './ResultParts';
import { texts } from './texts';

const MAX_LANGUAGES = 4;

const machine = createFileToolMachine<ImageToTextOptions>({ id: 'imageToText', defaultOptions: { languages: ['eng'] }, texts }).provide({
  actors: { engine: imageToTextEngine },
});

/** The many-images view, loaded when a second image arrives. */
const Batch = lazy(() => import('./Batch'));

function Result({ result, file }: { result: EngineResult; file: File | null }) {
  const recognised = recognisedPage(result);
  const onStarted = useCallback(() => showToast({ title: t('imageToText.toast.download.title'), description: t('imageToText.toast.textDownload'), variant: 'success' }), []);
  return (
    <div className="mt-6 rounded-lg border border-emerald-200 bg-emerald-50 p-4" data-testid="ocr-result">
      <p className="mb-3 font-medium text-slate-900">
        {t('imageToText.result.summary', { words: String(result.facts?.words), confidence: String(result.facts?.confidence) })}
      </p>
      {recognised && <ShadedText page={recognised.page} label={t('imageToText.result.textLabel')} />}
      <div className="mt-4 flex flex-wrap gap-3">
        <CopyButton text={recognised?.page.text ?? ''} label={t('imageToText.result.copy')} />
        <DownloadButton payload={{ blob: result.blob, fileName: result.fileName }} label={t('imageToText.result.downloadText')} onStarted={onStarted} />
        {file && recognised && <SearchablePdf key={result.fileName} images={[{ file, recognised }]} />}
      </div>
    </div>
  );
}

/**
 * Image to text: upload one image or several (drop, pick, a folder, or paste screenshots), the
 * languages, extract (progress, Cancel), the text with confidence shading, copy and download, a
 * searchable PDF. One image is the file-tool machine's; two or more go to the batch view.
 */
export default function ImageToTextPage() {
  const [snapshot, send, actor] = useMachine(machine, { input: {}, ...inspectOptions() });
  useToastEvents(actor);
  const { options, progress, result, file } = snapshot.context;
  const processing = snapshot.matches('processing');
  const [batchFiles, setBatchFiles] = useState<File[]>([]);
  const [batchRunning, setBatchRunning] = useState(false);
  const many = batchFiles.length > 0;
  const busy = processing || batchRunning;
  const leaveBatch = useCallback(() => {
    setBatchFiles([]);
    setBatchRunning(false);
  }, []);
  return (
    <ToolPage tool={tool} copy={readToolCopy('imageToText')} relatedCategory="image">
      <UploadArea
        key={many ? 'many' : 'one'}
        many={many}
        onMany={(files) => {
          // The image already chosen on its own joins the list as its first.
          setBatchFiles((before) => [...(before.length === 0 && file ? [file] : []), ...before, ...files]);
          if (file) send({ type: 'FILE_REMOVED' });
        }}
        accept={tool.accept}
        maxMB={tool.maxMB}
        invalidTypeText={t('imageToText.invalidType')}
        title={t('imageToText.drop.title')}
        hint={t('imageToText.drop.hint')}
        disabled={busy}
        onFile={(chosen) => send({ type: 'FILE_SELECTED', file: chosen })}
        onRemove={() => send({ type: 'FILE_REMOVED' })}
      />
      <OcrLanguagePicker value={options.languages} max={MAX_LANGUAGES} disabled={busy} onChange={(languages) => send({ type: 'SET_OPTIONS', options: { languages } })} />
      {many ? (
        <Suspense fallback={null}>
          <Batch files={batchFiles} options={options} onEmpty={leaveBatch} onRunning={setBatchRunning} />
        </Suspense>
      ) : (
        <>
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
        </>
      )}
    </ToolPage>
  );
}
