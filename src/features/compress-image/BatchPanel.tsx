import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useId, useRef, useState } from 'react';
import { inspectOptions } from '../../lib/inspect';
import { formatSize, percentSaved } from '../../lib/formatSize';
import { saveBlob } from '../../lib/download';
import { createCompressImageBatchMachine, type BatchItem } from '../../machines/compressImage.machine';
import { DownloadButton } from '../../ui/DownloadButton';
import { ProgressBar } from '../../ui/ProgressBar';
import { useToastEvents } from '../../ui/useToastEvents';
import { batchRunner, type ImageOptions, zipResults } from './engine';
import { batchTexts } from './texts';

const batchMachine = createCompressImageBatchMachine<ImageOptions>({ id: 'compressImageBatch', defaultOptions: {} as ImageOptions, texts: batchTexts }).provide({
  actors: { batchRunner },
});

const STATUS: Record<BatchItem['status'], string> = { queued: 'Waiting', working: 'Compressing...', done: 'Done', failed: 'Failed' };

/** The chosen images; a file without a MIME type (most .heic) gets the one its bytes say first (sniffer loaded only then). */
async function chosenImages(chosen: File[]): Promise<File[]> {
  const typed = chosen.every((f) => f.type) ? chosen : await import('../../lib/heifBrand').then(({ withSniffedType }) => Promise.all(chosen.map(withSniffedType)));
  return typed.filter((f) => f.type.startsWith('image/'));
}

/** Batch mode: many images at once, each with its own progress and download, plus 'Download all'. */
export function BatchPanel({ options }: { options: ImageOptions }) {
  const actor = useActorRef(batchMachine, { ...inspectOptions() });
  useToastEvents(actor);
  const items = useSelector(actor, (s) => s.context.items);
  const running = useSelector(actor, (s) => s.matches('running'));
  const [zipping, setZipping] = useState(false);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => actor.send({ type: 'SET_OPTIONS', options }), [actor, options]);
  const take = (target: HTMLInputElement) => {
    void chosenImages(Array.from(target.files ?? [])).then((files) => files.length > 0 && actor.send({ type: 'ADD_FILES', files }));
    target.value = '';
  };
  // This panel hydrates after the page (it loads lazily): images picked in the prerendered input
  // before then are still in it, and are taken now.
  useEffect(() => {
    if (input.current?.files?.length) take(input.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first mount only
  }, []);
  const done = items.filter((i) => i.status === 'done' && i.result);

  const downloadAll = async () => {
    setZipping(true);
    try {
      saveBlob(await zipResults(done.map((i) => ({ fileName: i.result!.fileName, blob: i.result!.blob }))), 'compressed_images.zip');
    } finally {
      setZipping(false);
    }
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="mt-8 rounded-xl border border-slate-200 p-4">
      <h2 id={`${inputId}-title`} className="text-lg font-semibold text-slate-900">
        Batch: compress several images at once
      </h2>
      <label htmlFor={inputId} className="mt-2 block text-sm text-slate-600">
        Choose images (they use the settings above)
      </label>
      <input ref={input} id={inputId} data-testid="batch-input" type="file" accept="image/*" multiple disabled={running} className="mt-1 block text-sm" onChange={(e) => take(e.target)} />
      {items.length > 0 && (
        <ul className="mt-4 divide-y divide-slate-100" data-testid="batch-list">
          {items.map((item) => (
            <li key={item.id} className="flex flex-wrap items-center gap-3 py-2 text-sm">
              <span className="min-w-40 flex-1 truncate font-medium text-slate-800">{item.file.name}</span>
              <span className="w-28 text-slate-600">{STATUS[item.status]}</span>
              {item.status === 'working' && <span className="w-40"><ProgressBar value={item.progress * 100} label={`Progress of ${item.file.name}`} /></span>}
              {item.result && (
                <span className="text-slate-600">
                  {formatSize(item.result.originalSize)} {'->'} {formatSize(item.result.size)}{' '}
                  {item.result.notSmaller ? '(could not be reduced further; original kept)' : `(${percentSaved(item.result.originalSize, item.result.size)}% smaller)`}
                </span>
              )}
              {item.error && <span className="text-red-700">{item.error}</span>}
              {item.result && <DownloadButton className="btn-secondary" payload={{ blob: item.result.blob, fileName: item.result.fileName }} label={`Download ${item.result.fileName}`} />}
              {!running && <button type="button" className="btn-secondary" onClick={() => actor.send({ type: 'REMOVE_ITEM', id: item.id })}>Remove {item.file.name}</button>}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className="btn-primary" disabled={running} onClick={() => actor.send({ type: 'START' })}>
          {running ? 'Compressing...' : 'Compress All'}
        </button>
        {running && <button type="button" className="btn-secondary" onClick={() => actor.send({ type: 'CANCEL' })}>Cancel</button>}
        {done.length > 1 && !running && (
          <button type="button" className="btn-secondary" disabled={zipping} onClick={downloadAll}>
            {zipping ? 'Preparing ZIP...' : 'Download all'}
          </button>
        )}
      </div>
    </section>
  );
}
