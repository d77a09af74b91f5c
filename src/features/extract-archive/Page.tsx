import { lazy, Suspense, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { t } from '../../i18n/messages';
import { inspectOptions } from '../../lib/inspect';
import { tool } from '../../toolPages/extract-archive';
import { FileDropZone } from '../../ui/FileDropZone';
import { ToolGuideLink } from '../../ui/ToolGuideLink';
import { ToolPage } from '../../ui/ToolPage';
import { useToastEvents } from '../../ui/useToastEvents';
import { readToolCopy } from '../../ui/toolCopy';
import { makeMachine } from './machine';
import { problemText } from './texts';

/** The blog article this tool links to. */
const GUIDE_SLUG = 'how-to-open-zip-7z-rar-archives-safely';

// The tree, search, preview and actions load once an archive is chosen.
const ArchiveWork = lazy(() => import('./ArchiveWork').then((module) => ({ default: module.ArchiveWork })));

/** /extract-archive and its alias /unzip: open an archive, see what it holds, extract what you need. */
export default function ExtractArchivePage() {
  const [machine] = useState(makeMachine);
  const actorRef = useActorRef(machine, inspectOptions());
  useToastEvents(actorRef);
  const snapshot = useSelector(actorRef, (s) => s);
  const busy = snapshot.matches('listing') || snapshot.matches('extracting');
  const chosen = snapshot.context.parts;
  return (
    <ToolPage
      tool={tool}
      copy={readToolCopy('extractArchive')}
      relatedCategory="archive"
      tipsTitle={t('extractArchive.tipsTitle')}
      extra={<ToolGuideLink slug={GUIDE_SLUG} title={t('extractArchive.guide.title')} text={t('extractArchive.guide.text')} />}
    >
      <FileDropZone
        multiple
        icon="📦"
        testId="archive-drop-zone"
        title={t('extractArchive.drop.title')}
        hint={t('extractArchive.drop.hint')}
        disabled={busy}
        onFiles={(files) => actorRef.send({ type: 'FILES_CHOSEN', files })}
      />
      {chosen.length > 0 && (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700" data-testid="archive-chosen">
          <span>
            {chosen.length === 1 ? chosen[0].name : t('extractArchive.chosen.parts', { count: chosen.length, names: chosen.map((f) => f.name).join(', ') })}
            {snapshot.matches('listing') && <span role="status"> · {t('extractArchive.chosen.listing')}</span>}
          </span>
          <button type="button" className="btn-secondary" disabled={snapshot.matches('extracting')} onClick={() => actorRef.send({ type: 'CLEAR' })}>
            {t('extractArchive.chosen.another')}
          </button>
        </div>
      )}
      {snapshot.matches('refused') && snapshot.context.problem && (
        <p role="alert" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-3 text-sm text-red-900" data-testid="archive-problem">
          {problemText(snapshot.context.problem)}
        </p>
      )}
      {(snapshot.matches('ready') || snapshot.matches('extracting') || snapshot.matches('locked')) && (
        <Suspense fallback={<p className="mt-4 text-sm text-slate-600">{t('extractArchive.loading')}</p>}>
          <ArchiveWork actorRef={actorRef} />
        </Suspense>
      )}
    </ToolPage>
  );
}
