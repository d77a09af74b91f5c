import { lazy, Suspense, useMemo, useState, useSyncExternalStore } from 'react';
import { useMachine } from '@xstate/react';
import { t } from '../../i18n/messages';
import { tool } from '../../toolPages/compress-video';
import { ToolPage } from '../../ui/ToolPage';
import { UploadArea } from '../../ui/UploadArea';
import { ProgressBar } from '../../ui/ProgressBar';
import { DownloadButton } from '../../ui/DownloadButton';
import { useToastEvents } from '../../ui/useToastEvents';
import { inspectOptions } from '../../lib/inspect';
import { prefixedName } from '../../lib/fileNames';
import { hasSavePicker, STREAM_TO_DISK_BYTES } from '../../lib/saveFilePicker';
import { showToast } from '../../lib/toast';
import { createCompressVideoMachine, type VideoOptions } from '../../machines/compressVideo.machine';
import { readToolCopy } from '../../ui/toolCopy';
import { engineLabel, ENGINE_NAMES, hasWebCodecs, videoEngine } from './engine';
import { estimateOutput, type PreviewFacts } from './estimate';
import { encodableFormat, pickSaveFile } from './savePicker';
import { texts } from './texts';
import { VideoSettings } from './VideoSettings';

// Drawn once a video is chosen, and once it is compressed: not part of the page's first load.
const VideoPreview = lazy(() => import('./VideoPreview').then((module) => ({ default: module.VideoPreview })));
const VideoResult = lazy(() => import('./VideoResult').then((module) => ({ default: module.VideoResult })));

const machine = createCompressVideoMachine(texts).provide({ actors: { engine: videoEngine } });
const noSubscription = () => () => undefined;

export default function CompressVideoPage() {
  const [snapshot, send, actorRef] = useMachine(machine, { input: {}, ...inspectOptions() });
  useToastEvents(actorRef);
  const { file, options, progress, result, error } = snapshot.context;
  const processing = snapshot.matches('processing');
  const [facts, setFacts] = useState<PreviewFacts | null>(null);
  const [saveToDisk, setSaveToDisk] = useState(false);
  // Browser features: the prerendered HTML assumes WebCodecs and no picker; hydration then re-reads them.
  const webCodecs = useSyncExternalStore(noSubscription, hasWebCodecs, () => true);
  const picker = useSyncExternalStore(noSubscription, hasSavePicker, () => false);
  const hydrated = useSyncExternalStore(noSubscription, () => true, () => false);

  const estimate = useMemo(() => (file && facts ? estimateOutput(file.size, facts, options, webCodecs) : null), [file, facts, options, webCodecs]);
  const setOptions = (next: Partial<VideoOptions>) => send({ type: 'SET_OPTIONS', options: next });

  const onFile = (chosen: File) => {
    setFacts(null);
    setSaveToDisk(chosen.size > STREAM_TO_DISK_BYTES);
    setOptions({ trimStart: null, trimEnd: null, saveHandle: null });
    send({ type: 'FILE_SELECTED', file: chosen });
  };

  const compress = async () => {
    let saveHandle: FileSystemFileHandle | null = null;
    if (file && picker && saveToDisk && webCodecs) {
      const format = await encodableFormat(options.format);
      saveHandle = await pickSaveFile(prefixedName(file.name, undefined, format), format);
      if (!saveHandle) return;
      setOptions({ format });
    }
    setOptions({ saveHandle });
    send({ type: 'COMPRESS' });
  };

  return (
    <ToolPage tool={tool} copy={readToolCopy('compressVideo')} relatedCategory="video">
      <UploadArea
        accept={tool.accept}
        maxMB={tool.maxMB}
        title={t('compressVideo.upload.title')}
        hint={t('compressVideo.upload.hint')}
        disabled={processing}
        onFile={onFile}
        onRemove={() => send({ type: 'FILE_REMOVED' })}
      />
      {file && (
        <Suspense fallback={null}>
          <VideoPreview key={`${file.name}:${file.size}:${file.lastModified}`} file={file} onFacts={setFacts} />
        </Suspense>
      )}
      <VideoSettings
        options={options}
        onChange={setOptions}
        disabled={processing}
        facts={facts}
        estimate={estimate}
        webCodecs={webCodecs}
        saveToDisk={picker && webCodecs ? saveToDisk : null}
        onSaveToDisk={setSaveToDisk}
      />
      <p className="mt-3 text-xs text-slate-500" data-testid="video-engine-available" data-hydrated={hydrated || undefined}>
        {t('compressVideo.engine', { engine: engineLabel(webCodecs ? ENGINE_NAMES.webcodecs : ENGINE_NAMES.recorder) })}
      </p>
      <div className="mt-5 flex flex-wrap gap-3">
        <button type="button" className="btn-primary" disabled={processing} onClick={() => void compress()}>
          {processing ? t('compressVideo.action.progress') : t('compressVideo.action')}
        </button>
        {processing && (
          <button type="button" className="btn-secondary" onClick={() => send({ type: 'CANCEL' })}>
            {t('compressVideo.action.cancel')}
          </button>
        )}
        {file && !processing && !result && (
          <button type="button" className="btn-secondary" onClick={() => showToast(texts.noResult)}>
            {t('compressVideo.download')}
          </button>
        )}
      </div>
      {processing && (
        <div className="mt-5">
          <ProgressBar value={progress * 100} label={t('compressVideo.progress')} />
        </div>
      )}
      {snapshot.matches('failed') && error && (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-800">
          {error}
        </p>
      )}
      {result && (
        <>
          <Suspense fallback={null}>
            <VideoResult result={result} quality={options.quality} preset={options.preset} />
          </Suspense>
          <div className="mt-4">
            <DownloadButton payload={{ blob: result.blob, fileName: result.fileName }} label={t('compressVideo.download')} />
          </div>
        </>
      )}
    </ToolPage>
  );
}
