import { useMachine } from '@xstate/react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { t } from '../../i18n/messages';
import { inspectOptions } from '../../lib/inspect';
import { createOrganizePdfMachine } from '../../machines/organizePdf.machine';
import { tool } from '../../toolPages/organize-pdf';
import { PdfPagesFileArea } from '../../ui/pdfPages/PdfPagesFileArea';
import { PdfPagesResult } from '../../ui/pdfPages/PdfPagesResult';
import { ProgressBar } from '../../ui/ProgressBar';
import { ToolGuideLink } from '../../ui/ToolGuideLink';
import { ToolPage } from '../../ui/ToolPage';
import { useToastEvents } from '../../ui/useToastEvents';
import { readToolCopy } from '../../ui/toolCopy';
import { guide } from './copy';
import { organizeOpener, organizer } from './engine';
import { texts } from './texts';

// Shown only once a PDF is open, with the page renderer: not part of the page's first load.
const OrganizeGrid = lazy(() => import('./OrganizeGrid').then((module) => ({ default: module.OrganizeGrid })));

const machine = createOrganizePdfMachine(texts, { maxPages: tool.maxPages ?? 500, maxBytes: (tool.maxMB ?? 150) * 1024 * 1024 }).provide({ actors: { opener: organizeOpener, organizer } });

export default function OrganizePdfPage() {
  const [snapshot, send, actor] = useMachine(machine, inspectOptions());
  useToastEvents(actor);
  const { context } = snapshot;
  const { pages, sources, history, result, progress } = context;
  const state = String(snapshot.value);
  // A password was typed and the file is still locked: it was the wrong one.
  const [triedPassword, setTriedPassword] = useState(false);
  const [insertAt, setInsertAt] = useState('');
  const addInput = useRef<HTMLInputElement>(null);
  const insertId = useId();

  const busy = state === 'saving' || state === 'inserting' || state === 'opening';
  const file = context.pending?.at === null ? context.pending.file : (sources[0]?.file ?? null);
  const at = insertAt === '' ? pages.length : Math.max(0, Math.min(pages.length, Number(insertAt)));

  return (
    <ToolPage tool={tool} copy={readToolCopy('organizePdf')} relatedCategory="pdf" extra={<ToolGuideLink {...guide()} />}>
      <PdfPagesFileArea
        file={file}
        state={state === 'opening' || state === 'locked' ? state : 'ready'}
        pages={state === 'opening' || state === 'locked' ? 0 : pages.length}
        problem={state === 'locked' && triedPassword ? 'wrongPassword' : null}
        maxPages={tool.maxPages ?? 500}
        maxMB={tool.maxMB ?? 150}
        disabled={state === 'saving'}
        onFile={(chosen) => {
          setTriedPassword(false);
          setInsertAt('');
          send({ type: 'FILE_SELECTED', file: chosen });
        }}
        onPassword={(password) => {
          setTriedPassword(true);
          send({ type: 'PASSWORD_ENTERED', password });
        }}
      />
      {pages.length > 0 && (
        <>
          <div className="mt-4 flex flex-wrap items-end gap-3" role="group" aria-label={t('organizePdf.add.group')}>
            <div>
              <label htmlFor={insertId} className="block text-sm font-medium text-slate-800">
                {t('organizePdf.add.after')}
              </label>
              <input
                id={insertId}
                type="number"
                min={0}
                max={pages.length}
                placeholder={t('organizePdf.add.placeholder', { count: pages.length })}
                value={insertAt}
                onChange={(event) => setInsertAt(event.target.value)}
                className="mt-1 w-36 rounded-md border border-slate-300 px-2 py-1.5 text-sm"
              />
            </div>
            <button type="button" className="btn-secondary" disabled={busy} onClick={() => send({ type: 'BLANK_INSERTED', at })}>
              {t('organizePdf.add.blank')}
            </button>
            <button type="button" className="btn-secondary" disabled={busy} onClick={() => addInput.current?.click()}>
              {state === 'inserting' ? t('organizePdf.add.adding') : t('organizePdf.add.fromPdf')}
            </button>
            <input
              ref={addInput}
              type="file"
              accept="application/pdf"
              className="hidden"
              tabIndex={-1}
              aria-hidden="true"
              data-testid="add-pdf-input"
              onChange={(event) => {
                const chosen = event.target.files?.[0];
                event.target.value = '';
                if (chosen) send({ type: 'FILE_INSERTED', file: chosen, at });
              }}
            />
            <button type="button" className="btn-secondary" disabled={busy || history.length === 0} onClick={() => send({ type: 'UNDO' })}>
              {t('organizePdf.undo')}
            </button>
          </div>
          <p className="mt-3 text-sm text-slate-700" aria-live="polite" data-testid="pages-summary">
            {t('organizePdf.summary', { count: pages.length })}
          </p>
          <div className="mt-4">
            <Suspense fallback={null}>
              <OrganizeGrid
                pages={pages}
                sources={sources}
                disabled={busy}
                label={t('organizePdf.grid.label', { name: file?.name ?? t('organizePdf.grid.thePdf') })}
                onRotate={(id, by) => send({ type: 'PAGE_ROTATED', id, by })}
                onDelete={(id) => send({ type: 'PAGE_DELETED', id })}
                onDuplicate={(id) => send({ type: 'PAGE_DUPLICATED', id })}
                onMove={(id, to) => send({ type: 'PAGE_MOVED', id, to })}
              />
            </Suspense>
          </div>
          <div className="mt-6 flex flex-wrap gap-3">
            <button type="button" className="btn-primary" disabled={busy} onClick={() => send({ type: 'SAVE' })}>
              {state === 'saving' ? t('organizePdf.action.saving') : t('organizePdf.action.save')}
            </button>
            {state === 'saving' && (
              <button type="button" className="btn-secondary" onClick={() => send({ type: 'CANCEL' })}>
                {t('organizePdf.action.cancel')}
              </button>
            )}
          </div>
          {state === 'saving' && (
            <div className="mt-4">
              <ProgressBar value={progress * 100} label={t('organizePdf.action.progress')} />
            </div>
          )}
          {state === 'saved' && result && (
            <PdfPagesResult
              result={{ blob: result.blob, fileName: result.fileName, files: 1 }}
              title={t('organizePdf.result.title')}
              summary={t('organizePdf.result.pages', { count: result.pages })}
              downloadLabel={t('organizePdf.result.download')}
            />
          )}
        </>
      )}
    </ToolPage>
  );
}
