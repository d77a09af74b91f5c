import { useMachine } from '@xstate/react';
import { t } from '../../i18n/messages';
import { BYTES_PER_MB } from '../../lib/formatSize';
import { inspectOptions } from '../../lib/inspect';
import { createImagesToPdfMachine } from '../../machines/imagesToPdf.machine';
import { tool } from '../../toolPages/images-to-pdf';
import { FileDropZone } from '../../ui/FileDropZone';
import { ProgressBar } from '../../ui/ProgressBar';
import { ToolPage } from '../../ui/ToolPage';
import { useToastEvents } from '../../ui/useToastEvents';
import { ArticleLink } from './ArticleLink';
import { readToolCopy } from '../../ui/toolCopy';
import { checker, converter } from './engine';
import { ImageList } from './ImageList';
import { LayoutSettings } from './LayoutSettings';
import { ResultPanel } from './ResultPanel';
import { texts } from './texts';

const machine = createImagesToPdfMachine(texts, { maxImages: tool.maxFiles ?? 200, maxBytes: (tool.maxMB ?? 150) * BYTES_PER_MB }).provide({
  actors: { checker, converter },
});

export default function ImagesToPdfPage() {
  const [snapshot, send, actor] = useMachine(machine, inspectOptions());
  useToastEvents(actor);
  const { items, layout, progress, result } = snapshot.context;
  const converting = snapshot.matches('converting');
  const problems = items.filter((item) => item.status === 'problem').length;

  return (
    <ToolPage tool={tool} copy={readToolCopy('imagesToPdf')} relatedCategory="pdf" extra={<ArticleLink />}>
      <FileDropZone
        title={t('imagesToPdf.upload.title')}
        hint={t('imagesToPdf.upload.hint', { maxFiles: tool.maxFiles ?? '', maxMB: tool.maxMB ?? '' })}
        accept="image/*,.heic,.heif"
        multiple
        camera
        disabled={converting}
        onFiles={(files) => send({ type: 'FILES_ADDED', files })}
      />
      <ImageList items={items} locked={converting} onMove={(id, to) => send({ type: 'FILE_MOVED', id, to })} onRemove={(id) => send({ type: 'FILE_REMOVED', id })} />
      {problems > 0 && !converting && (
        <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p>{t('imagesToPdf.problems.text', { count: problems })}</p>
          <button type="button" className="btn-secondary mt-2" onClick={() => send({ type: 'PROBLEM_FILES_REMOVED' })}>
            {t('imagesToPdf.problems.remove')}
          </button>
        </div>
      )}
      <LayoutSettings layout={layout} disabled={converting} onChange={(change) => send({ type: 'LAYOUT_CHANGED', layout: change })} />
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" className="btn-primary" disabled={converting} onClick={() => send({ type: 'CONVERT' })}>
          {converting ? t('imagesToPdf.action.creating') : t('imagesToPdf.action.convert', { count: items.length })}
        </button>
        {converting && (
          <button type="button" className="btn-secondary" onClick={() => send({ type: 'CANCEL' })}>
            {t('imagesToPdf.action.cancel')}
          </button>
        )}
        {items.length > 0 && !converting && (
          <button type="button" className="btn-secondary" onClick={() => send({ type: 'FILES_CLEARED' })}>
            {t('imagesToPdf.action.clear')}
          </button>
        )}
      </div>
      {converting && (
        <div className="mt-4">
          <ProgressBar value={progress * 100} label={t('imagesToPdf.action.creating')} />
        </div>
      )}
      {snapshot.matches('done') && result && <ResultPanel result={result} />}
    </ToolPage>
  );
}
