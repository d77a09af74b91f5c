/**
 * Several images at once on /image-to-text: a card per image (name, status, progress, what was
 * read: the words shaded by confidence, or "No text found", or why it could not be read), overall
 * progress with Cancel, then all the text copied or downloaded as one .txt (each image's text
 * under its name), or one searchable PDF with a page per image. Loaded only when a second image
 * arrives.
 */
import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useState } from 'react';
import { t } from '../../i18n/messages';
import { inspectOptions } from '../../lib/inspect';
import { showToast } from '../../lib/toast';
import { createImageBatchMachine, overallProgress, type BatchItem } from '../../machines/imageBatch.machine';
import { DownloadButton } from '../../ui/DownloadButton';
import { ProgressBar } from '../../ui/ProgressBar';
import { uploadWords } from '../../ui/uploadWords';
import { useBatchFiles } from '../../ui/useBatchFiles';
import { useToastEvents } from '../../ui/useToastEvents';
import { tool } from '../../toolPages/image-to-text';
import { imageToTextBatchRunner, recognisedPage, type ImageToTextOptions, type Recognised } from './engine';
import { CopyButton, SearchablePdf, ShadedText } from './ResultParts';
import { batchTexts } from './texts';

export interface BatchProps {
  /** Every image handed over so far (new ones join once no batch runs). */
  files: File[];
  options: ImageToTextOptions;
  /** Every card removed: the page shows its one-image view again. */
  onEmpty: () => void;
  /** Whether a batch is running (the page locks its language choice meanwhile). */
  onRunning: (running: boolean) => void;
}

/** The text of every image read, each under its file name, in the list's order. */
const joinedText = (read: readonly { file: File; recognised: Recognised }[]): string => read.map(({ file, recognised }) => `${file.name}\n\n${recognised.page.text.trim()}\n`).join('\n');

export default function Batch({ files, options, onEmpty, onRunning }: BatchProps) {
  const [machine] = useState(() =>
    createImageBatchMachine<ImageToTextOptions>({ id: 'imageToTextBatch', defaultOptions: options, texts: batchTexts, rules: { accept: tool.accept, maxMB: tool.maxMB, invalidTypeText: t('imageToText.invalidType'), words: uploadWords } }).provide({
      actors: { batchRunner: imageToTextBatchRunner(batchTexts.itemFailed) },
    }),
  );
  const actor = useActorRef(machine, { ...inspectOptions() });
  useToastEvents(actor);
  const items = useSelector(actor, (s) => s.context.items);
  const running = useSelector(actor, (s) => s.matches('running'));
  useEffect(() => actor.send({ type: 'SET_OPTIONS', options }), [actor, options]);
  useEffect(() => onRunning(running), [onRunning, running]);
  useBatchFiles(actor, files, onEmpty);

  const read = items.flatMap((item) => {
    const recognised = item.result && recognisedPage(item.result);
    return recognised ? [{ id: item.id, file: item.file, recognised }] : [];
  });
  const withText = read.filter(({ recognised }) => recognised.page.lines.length > 0);
  const text = joinedText(withText);
  const onStarted = useCallback(() => showToast({ title: t('imageToText.toast.download.title'), description: t('imageToText.toast.textDownload'), variant: 'success' }), []);

  return (
    <section aria-label={t('imageBatch.label')} className="mt-6 space-y-4" data-testid="image-batch">
      <ul className="space-y-3" data-testid="batch-list">
        {items.map((item) => (
          <Card key={item.id} item={item} running={running} onRemove={() => actor.send({ type: 'REMOVE_ITEM', id: item.id })} />
        ))}
      </ul>
      {running && <ProgressBar value={overallProgress(items) * 100} label={t('imageToText.batch.progress', { count: items.length })} />}
      <div className="flex flex-wrap gap-3">
        {/* Once text was read, downloading it is the main action and reading again the second. */}
        <button type="button" className={!running && withText.length > 0 ? 'btn-secondary' : 'btn-primary'} disabled={running} onClick={() => actor.send({ type: 'START' })}>
          {running ? t('imageToText.action.busy') : t('imageToText.batch.start', { count: items.length })}
        </button>
        {running && (
          <button type="button" className="btn-secondary" onClick={() => actor.send({ type: 'CANCEL' })}>
            {t('action.cancel')}
          </button>
        )}
        {!running && withText.length > 0 && (
          <>
            <CopyButton key={text} text={text} label={t('imageToText.batch.copyAll')} />
            <DownloadButton payload={{ blob: new Blob([text], { type: 'text/plain;charset=utf-8' }), fileName: 'images-text.txt' }} label={t('imageToText.batch.downloadAll')} onStarted={onStarted} />
            <SearchablePdf key={read.map(({ id }) => id).join()} images={read} />
          </>
        )}
        {!running && (
          <button type="button" className="btn-secondary" onClick={() => actor.send({ type: 'CLEAR' })}>
            {t('imageBatch.removeAll')}
          </button>
        )}
      </div>
    </section>
  );
}

function Card({ item, running, onRemove }: { item: BatchItem; running: boolean; onRemove: () => void }) {
  const { file, result } = item;
  const recognised = result && recognisedPage(result);
  const words = Number(result?.facts?.words ?? 0);
  const status =
    item.status === 'failed'
      ? item.error
      : recognised
        ? words === 0
          ? t('imageToText.toast.noText.title')
          : t('imageToText.batch.itemDone', { words, confidence: Number(result?.facts?.confidence ?? 0) })
        : t(item.status === 'working' ? 'imageToText.action.busy' : 'imageBatch.queued');
  return (
    <li className="space-y-2 rounded-lg border border-slate-200 bg-white p-3 text-sm" data-testid="batch-card">
      <div className="flex items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-medium text-slate-800">{file.name}</p>
          <p className={item.status === 'failed' ? 'text-red-700' : 'text-slate-600'} role={item.status === 'failed' ? 'alert' : undefined} data-testid="batch-status">
            {status}
          </p>
        </div>
        {!running && (
          <button type="button" className="btn-secondary text-xs" aria-label={t('file.remove', { name: file.name })} onClick={onRemove}>
            {t('action.remove')}
          </button>
        )}
      </div>
      {item.status === 'working' && <ProgressBar value={item.progress * 100} label={t('imageBatch.itemProgress', { name: file.name })} />}
      {recognised && words > 0 && <ShadedText page={recognised.page} label={t('imageToText.batch.textLabel', { name: file.name })} className="max-h-60" />}
    </li>
  );
}
