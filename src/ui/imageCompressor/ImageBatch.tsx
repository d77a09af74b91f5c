import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { t } from '../../i18n/messages';
import { inspectOptions } from '../../lib/inspect';
import { formatSize, percentSaved } from '../../lib/formatSize';
import { saveBlob } from '../../lib/download';
import { createImageBatchMachine, overallProgress, type BatchItem, type BatchTexts } from '../../machines/imageBatch.machine';
import { imageBatchRunner } from '../../machines/imageBatch.actor';
import type { UploadInput } from '../../machines/upload.machine';
import type { CompressSettings } from '../../wasm/image';
import { BlobImage } from '../BlobImage';
import { CompressedImageSummary } from './CompressedImageSummary';
import type { BatchView } from '../CompressorLayout';
import { DownloadButton } from '../DownloadButton';
import { ImageCompare } from './ImageCompare';
import { ProgressBar } from '../ProgressBar';
import { uploadWords } from '../uploadWords';
import { useBatchFiles } from '../useBatchFiles';
import { useToastEvents } from '../useToastEvents';

export interface ImageBatchProps<Options> {
  view: BatchView<Options>;
  /** The machine's id (for the inspector) and the upload rules each added file must pass. */
  id: string;
  rules: UploadInput;
  toSettings: (options: Options) => CompressSettings;
  pngPage?: boolean;
  texts: BatchTexts;
  /** The 'Download all' archive's name. */
  zipName: string;
}

/** The catalog ids of a card's status (read at render, in the page's language). */
const STATUS: Record<BatchItem['status'], string> = { queued: 'imageBatch.queued', working: 'action.compressing', done: 'imageBatch.done', failed: 'imageBatch.failed' };

/**
 * Several images at once, in the compressors' one upload zone: a card per image (thumbnail, name,
 * before -> after size and saving, status, progress, its own download), the compare view of the
 * card clicked, overall progress with Cancel, and 'Download all' as one ZIP. Loaded only when a
 * second image arrives.
 */
export function ImageBatch<Options extends object>({ view, id, rules, toSettings, pngPage, texts, zipName }: ImageBatchProps<Options>) {
  const [machine] = useState(() =>
    createImageBatchMachine<Options>({ id, defaultOptions: view.options, texts, rules: { ...rules, words: uploadWords } }).provide({ actors: { batchRunner: imageBatchRunner(toSettings, texts.itemFailed, pngPage) } }),
  );
  const actor = useActorRef(machine, { ...inspectOptions() });
  useToastEvents(actor);
  const items = useSelector(actor, (s) => s.context.items);
  const openId = useSelector(actor, (s) => s.context.openId);
  const running = useSelector(actor, (s) => s.matches('running'));
  const [zipping, setZipping] = useState(false);
  const { files, options, onEmpty } = view;

  useEffect(() => actor.send({ type: 'SET_OPTIONS', options }), [actor, options]);
  useBatchFiles(actor, files, onEmpty);

  const done = items.filter((i) => i.status === 'done' && i.result);
  const open = items.find((i) => i.id === openId && i.result);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open?.id]); // eslint-disable-line react-hooks/exhaustive-deps -- focus when another card opens, not on each progress

  const downloadAll = async () => {
    setZipping(true);
    try {
      const { createZip } = await import('../../wasm/zip'); // only when 'Download all' is pressed
      saveBlob(await createZip(done.map((i) => ({ name: i.result!.fileName, blob: i.result!.blob }))), zipName);
    } finally {
      setZipping(false);
    }
  };

  return (
    <section aria-label={t('imageBatch.label')} className="mt-6 space-y-4" data-testid="image-batch">
      {open?.result && (
        <div className="space-y-4 rounded-xl border border-indigo-200 bg-indigo-50/40 p-4" data-testid="batch-compare">
          <div className="flex items-center justify-between gap-2">
            <h2 ref={heading} tabIndex={-1} className="truncate text-lg font-semibold text-slate-900 focus:outline-none">
              {t('imageBatch.compareTitle', { name: open.file.name })}
            </h2>
            <button type="button" className="btn-secondary" onClick={() => actor.send({ type: 'CLOSE_ITEM' })}>
              {t('imageBatch.closeCompare')}
            </button>
          </div>
          <CompressedImageSummary originalName={open.file.name} originalType={open.file.type} result={open.result} />
          {!open.result.notSmaller && <ImageCompare before={open.file} after={open.result.blob} />}
        </div>
      )}
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="batch-list">
        {items.map((item) => (
          <BatchCard key={item.id} item={item} running={running} onOpen={() => actor.send({ type: 'OPEN_ITEM', id: item.id })} onRemove={() => actor.send({ type: 'REMOVE_ITEM', id: item.id })} />
        ))}
      </ul>
      {running && <ProgressBar value={overallProgress(items) * 100} label={t('imageBatch.progress', { count: items.length })} />}
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn-primary" disabled={running} onClick={() => actor.send({ type: 'START' })}>
          {t(running ? 'action.compressing' : 'imageBatch.compressAll')}
        </button>
        {running && (
          <button type="button" className="btn-secondary" onClick={() => actor.send({ type: 'CANCEL' })}>
            {t('action.cancel')}
          </button>
        )}
        {done.length > 1 && !running && (
          <button type="button" className="btn-secondary" disabled={zipping} onClick={downloadAll}>
            {t(zipping ? 'imageBatch.zipping' : 'imageBatch.downloadAll')}
          </button>
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

function BatchCard({ item, running, onOpen, onRemove }: { item: BatchItem; running: boolean; onOpen: () => void; onRemove: () => void }) {
  const { file, result } = item;
  const thumb = useThumbnail(file, result?.blob);
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-slate-200 bg-white p-2 text-sm" data-testid="batch-card">
      <button type="button" className="group flex flex-col gap-1 rounded text-start disabled:cursor-default" disabled={!result} onClick={onOpen}>
        <span className="flex aspect-square w-full items-center justify-center overflow-hidden rounded bg-slate-100">
          {thumb && <BlobImage blob={thumb} className="h-full w-full object-cover" data-testid="batch-thumb" />}
        </span>
        <span className="truncate font-medium text-slate-800 group-enabled:group-hover:text-indigo-700">
          {result && <span className="sr-only">{t('imageBatch.compare')} </span>}
          {file.name}
        </span>
      </button>
      <span className="text-slate-600">
        {formatSize(file.size)}
        {result && (
          <>
            {' '}
            <span className="inline-block rtl:-scale-x-100">→</span>{' '}
            {formatSize(result.size)}{' '}
            <span className={result.notSmaller ? 'text-slate-500' : 'font-semibold text-emerald-700'}>{result.notSmaller ? t('imageBatch.originalKept') : `(−${percentSaved(result.originalSize, result.size)}%)`}</span>
          </>
        )}
      </span>
      <span className={item.status === 'failed' ? 'text-red-700' : 'text-slate-500'} role={item.status === 'failed' ? 'alert' : undefined}>
        {item.error ?? t(STATUS[item.status])}
      </span>
      {item.status === 'working' && <ProgressBar value={item.progress * 100} label={t('imageBatch.itemProgress', { name: file.name })} />}
      <div className="mt-auto flex flex-wrap gap-2">
        {result && <DownloadButton className="btn-secondary text-xs" payload={{ blob: result.blob, fileName: result.fileName }} label={t('download.file', { name: result.fileName })} />}
        {!running && (
          <button type="button" className="btn-secondary text-xs" aria-label={t('file.remove', { name: file.name })} onClick={onRemove}>
            {t('action.remove')}
          </button>
        )}
      </div>
    </li>
  );
}

const THUMB_WIDTH = 240;
/** One thumbnail made at a time: a batch of a hundred photos must not decode a hundred at once. */
let thumbQueue: Promise<unknown> = Promise.resolve();

/**
 * A small JPEG of the image, or of its compressed copy when the browser cannot read the original;
 * when neither can be read (a HEIC kept as it is), the file itself, which BlobImage shows through
 * the image engine's preview.
 */
function useThumbnail(file: File, fallback?: Blob): Blob | null {
  const [failed, setFailed] = useState<Blob[]>([]);
  const [thumb, setThumb] = useState<Blob | null>(null);
  const source = [file, fallback].find((b): b is Blob => b !== undefined && !failed.includes(b));
  useEffect(() => {
    if (!source) return;
    let live = true;
    const made = thumbQueue.then(() => (live ? smallCopy(source) : null));
    thumbQueue = made.catch(() => null);
    made.then(
      (blob) => live && blob && setThumb(blob),
      () => live && setFailed((before) => [...before, source]),
    );
    return () => {
      live = false;
    };
  }, [source]);
  return thumb ?? (source ? null : file);
}

async function smallCopy(image: Blob): Promise<Blob> {
  const bitmap = await createImageBitmap(image, { resizeWidth: THUMB_WIDTH, resizeQuality: 'medium' });
  try {
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas');
    context.drawImage(bitmap, 0, 0);
    return await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 });
  } finally {
    bitmap.close();
  }
}
