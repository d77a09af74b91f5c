import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { t } from '../../i18n/messages';
import { saveBlob } from '../../lib/download';
import { inspectOptions } from '../../lib/inspect';
import { createImageMetadataEditorMachine } from '../../machines/imageMetadataEditor.machine';
import { tool } from '../../toolPages/image-metadata-editor';
import { BlobImage } from '../../ui/BlobImage';
import { FileDropZone } from '../../ui/FileDropZone';
import { ToolPage } from '../../ui/ToolPage';
import { useToastEvents } from '../../ui/useToastEvents';
import { readToolCopy } from '../../ui/toolCopy';
import { readActor, writeActor } from './actors';
import { MetadataCard } from './MetadataCard';
import { texts } from './texts';

const machine = createImageMetadataEditorMachine(texts).provide({ actors: { read: readActor, write: writeActor } });

export default function ImageMetadataEditorPage() {
  const [snapshot, send, actor] = useMachine(machine, inspectOptions());
  useToastEvents(actor);
  useEffect(() => {
    const sub = actor.on('download', ({ blob, fileName }) => saveBlob(blob, fileName));
    return () => sub.unsubscribe();
  }, [actor]);
  const { file, values, draft } = snapshot.context;

  return (
    <ToolPage tool={tool} copy={readToolCopy('imageMetadataEditor')} relatedCategory="metadata">
      <div className="grid gap-6 md:grid-cols-2">
        <section className="rounded-lg border border-slate-200 p-4" aria-label={t('imageMetadataEditor.upload.section')}>
          <h2 className="mb-3 text-lg font-semibold text-slate-900">{t('imageMetadataEditor.upload.section')}</h2>
          <FileDropZone
            icon="🖼"
            accept="image/*"
            title={t('imageMetadataEditor.upload.title')}
            hint={t('imageMetadataEditor.upload.hint')}
            disabled={snapshot.matches('downloading')}
            onFiles={(files) => send({ type: 'FILE_SELECTED', file: files[0] })}
          />
          {file && (
            <figure className="mt-4">
              <BlobImage blob={file} className="max-h-64 w-full rounded-lg bg-slate-100 object-contain" data-testid="preview" />
              <figcaption className="mt-2 flex items-center justify-between gap-2 text-sm text-slate-600">
                <span className="truncate">{file.name}</span>
                <button type="button" className="link" onClick={() => send({ type: 'FILE_REMOVED' })}>
                  {t('imageMetadataEditor.action.remove')}
                </button>
              </figcaption>
            </figure>
          )}
        </section>
        <MetadataCard
          values={values}
          draft={draft}
          loading={snapshot.matches('loading')}
          busy={snapshot.matches('downloading')}
          onEdit={() => send({ type: 'EDIT' })}
          onChange={(key, value) => send({ type: 'CHANGE', key, value })}
          onSave={() => send({ type: 'SAVE' })}
          onCancel={() => send({ type: 'CANCEL' })}
          onDownload={() => send({ type: 'DOWNLOAD' })}
        />
      </div>
    </ToolPage>
  );
}
