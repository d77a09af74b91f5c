import { useMachine } from '@xstate/react';
import { useEffect, useId } from 'react';
import { t } from '../../i18n/messages';
import { saveBlob } from '../../lib/download';
import { inspectOptions } from '../../lib/inspect';
import { createRemoveImageMetadataMachine } from '../../machines/removeImageMetadata.machine';
import { tool } from '../../toolPages/remove-image-metadata';
import { FileDropZone } from '../../ui/FileDropZone';
import { ProgressBar } from '../../ui/ProgressBar';
import { ToolPage } from '../../ui/ToolPage';
import { useToastEvents } from '../../ui/useToastEvents';
import { readToolCopy } from '../../ui/toolCopy';
import { cleanActor, packActor, readSummaryActor } from './actors';
import { FileList } from './FileList';
import { InfoCards } from './InfoCards';
import { MetadataPanel } from './MetadataPanel';
import { texts } from './texts';

/** The side column's cards: the first three benefits (privacy, image quality, identity). */
const INFO_CARDS = 3;

const machine = createRemoveImageMetadataMachine(texts).provide({ actors: { readSummary: readSummaryActor, clean: cleanActor, pack: packActor } });

function Spinner() {
  return <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />;
}

export default function RemoveImageMetadataPage() {
  const [snapshot, send, actor] = useMachine(machine, inspectOptions());
  useToastEvents(actor);
  useEffect(() => {
    const sub = actor.on('download', ({ blob, fileName }) => saveBlob(blob, fileName));
    return () => sub.unsubscribe();
  }, [actor]);
  const optionId = useId();
  const { files, selected, results, processed, shownId, shown, showSensitive, options, progress } = snapshot.context;
  const processing = snapshot.matches({ work: 'processing' });
  const packing = snapshot.matches({ work: 'packing' });
  const busy = processing || packing;
  const allDone = files.length > 0 && files.every((f) => f.id in results);
  const processedCount = Object.keys(results).length;
  const copy = readToolCopy('removeImageMetadata');

  return (
    <ToolPage tool={tool} copy={copy} relatedCategory="image" aside={<InfoCards cards={copy.benefits.slice(0, INFO_CARDS)} />}>
      <FileDropZone
        icon="🖼"
        accept="image/*"
        title={t('removeImageMetadata.upload.title')}
        hint={t('removeImageMetadata.upload.hint')}
        multiple
        camera
        disabled={busy}
        onFiles={(list, via) => send({ type: 'FILES_ADDED', files: list, via })}
      />
      {files.length > 0 && (
        <div className="mt-6">
          <FileList
            files={files}
            selected={selected}
            results={results}
            shownId={shownId}
            disabled={busy}
            onToggle={(id) => send({ type: 'TOGGLE_FILE', id })}
            onToggleAll={() => send({ type: 'TOGGLE_ALL' })}
            onShow={(id) => send({ type: 'INSPECT', id })}
            onRemove={(id) => send({ type: 'FILE_REMOVED', id })}
          />
        </div>
      )}
      <div className="mt-4 flex items-start gap-2">
        <input
          id={optionId}
          type="checkbox"
          checked={options.stripProfile}
          disabled={busy}
          onChange={(e) => send({ type: 'SET_OPTIONS', options: { stripProfile: e.target.checked } })}
          className="mt-0.5 h-5 w-5 shrink-0 accent-indigo-600"
        />
        <label htmlFor={optionId} className="text-sm text-slate-700">
          {t('removeImageMetadata.option.stripProfile')}
          <span className="block text-xs text-slate-500">{t('removeImageMetadata.option.stripProfile.hint')}</span>
        </label>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" className="btn-primary" disabled={busy || files.length === 0 || allDone} onClick={() => send({ type: 'REMOVE_ALL' })}>
          {processing ? <><Spinner /> {t('removeImageMetadata.action.processing')}</> : t('removeImageMetadata.action.removeAll')}
        </button>
        <button type="button" className="btn-secondary" disabled={busy || selected.length === 0} onClick={() => send({ type: 'REMOVE_SELECTED' })}>
          {processing ? t('removeImageMetadata.action.processing') : t('removeImageMetadata.action.removeSelected')}
        </button>
        <button type="button" className="btn-primary" disabled={!processed || busy} onClick={() => send({ type: 'DOWNLOAD' })}>
          {t('removeImageMetadata.action.download')}
        </button>
        <button type="button" className="btn-secondary" disabled={!processed || busy} onClick={() => send({ type: 'DOWNLOAD_SELECTED' })}>
          {t('removeImageMetadata.action.downloadSelected')}
        </button>
      </div>
      {processing && (
        <div className="mt-4">
          <ProgressBar value={progress * 100} label={t('removeImageMetadata.action.progress')} />
        </div>
      )}
      <MetadataPanel
        shown={shown}
        reading={snapshot.matches({ inspector: 'reading' })}
        result={shownId ? results[shownId] : undefined}
        processedCount={processedCount}
        showSensitive={showSensitive}
        onToggleSensitive={() => send({ type: 'TOGGLE_SENSITIVE' })}
      />
    </ToolPage>
  );
}
