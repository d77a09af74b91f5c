import { useMachine } from '@xstate/react';
import { t } from '../../i18n/messages';
import { inspectOptions } from '../../lib/inspect';
import { createPdfMergerMachine, unreadableFiles } from '../../machines/pdfMerger.machine';
import { tool } from '../../toolPages/pdf-merger';
import { FileDropZone } from '../../ui/FileDropZone';
import { ProgressBar } from '../../ui/ProgressBar';
import { ToolPage } from '../../ui/ToolPage';
import { useToastEvents } from '../../ui/useToastEvents';
import { readToolCopy } from '../../ui/toolCopy';
import { inspector, merger } from './engine';
import { FileList } from './FileList';
import { MergeResultPanel } from './MergeResultPanel';
import { signedWarning, texts, unreadableSummary } from './texts';

const machine = createPdfMergerMachine(texts).provide({ actors: { inspector, merger } });

export default function PdfMergerPage() {
  const [snapshot, send, actor] = useMachine(machine, inspectOptions());
  useToastEvents(actor);
  const { items, progress, result } = snapshot.context;
  const merging = snapshot.matches('merging');
  const hasProblems = items.some((item) => item.problem !== null);
  const signed = items.filter((item) => item.signed).map((item) => item.file.name);

  return (
    <ToolPage tool={tool} copy={readToolCopy('pdfMerger')} relatedCategory="pdf">
      <FileDropZone
        title={t('pdfMerger.upload.title')}
        hint={t('pdfMerger.upload.hint')}
        accept="application/pdf"
        multiple
        disabled={merging}
        onFiles={(files) => send({ type: 'FILES_ADDED', files })}
      />
      <FileList
        items={items}
        merging={merging}
        progress={progress}
        onMove={(id, to) => send({ type: 'FILE_MOVED', id, to })}
        onRemove={(id) => send({ type: 'FILE_REMOVED', id })}
        onUnlock={(id, password) => send({ type: 'PASSWORD_ENTERED', id, password })}
      />
      {signed.length > 0 && !merging && (
        <p role="note" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" data-testid="merge-signed-warning">
          {signedWarning(signed)}
        </p>
      )}
      {hasProblems && !merging && (
        <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p>{unreadableSummary(unreadableFiles(items))}</p>
          <button type="button" className="btn-secondary mt-2" onClick={() => send({ type: 'PROBLEM_FILES_REMOVED' })}>
            {t('pdfMerger.unreadable.removeButton')}
          </button>
        </div>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" className="btn-primary" disabled={merging} onClick={() => send({ type: 'MERGE' })}>
          {merging ? t('pdfMerger.action.merging') : t('pdfMerger.action.merge', { count: items.length })}
        </button>
        {merging && (
          <button type="button" className="btn-secondary" onClick={() => send({ type: 'CANCEL' })}>
            {t('pdfMerger.action.cancel')}
          </button>
        )}
      </div>
      {merging && (
        <div className="mt-4">
          <ProgressBar value={progress * 100} label={t('pdfMerger.action.merging')} />
        </div>
      )}
      {snapshot.matches('merged') && result && <MergeResultPanel result={result} items={items} />}
    </ToolPage>
  );
}
