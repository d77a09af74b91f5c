import { t } from '../../i18n/messages';
import { createUnlockPdfMachine } from '../../machines/unlockPdf.machine';
import { tool } from '../../toolPages/unlock-pdf';
import { CompressActions } from '../../ui/CompressActions';
import { PdfFileSteps } from '../../ui/PdfFileSteps';
import { ToolGuideLink } from '../../ui/ToolGuideLink';
import { ToolPage } from '../../ui/ToolPage';
import { UploadArea } from '../../ui/UploadArea';
import { usePdfTool } from '../../ui/usePdfTool';
import { readToolCopy } from '../../ui/toolCopy';
import { guide } from './copy';
import { pdfUnlocker, unlockInspector, type UnlockSource } from './engine';
import { fileNotes, signedStopHint, signedWarning, texts } from './texts';
import { UnlockResult } from './UnlockResult';

const machine = createUnlockPdfMachine(texts).provide({ actors: { opener: unlockInspector, processor: pdfUnlocker } });

/**
 * /unlock-pdf: upload (the widget checks type and size); a PDF that needs a password asks for it,
 * and the password typed unlocks it at once; one with owner restrictions only, or none, is said to
 * be so as soon as it opens; the yes for a signed file; then the unlocked copy to download.
 */
export default function UnlockPdfPage() {
  const { snapshot, state, send } = usePdfTool(machine);
  const { file, progress, result, problem, signed, document } = snapshot.context;
  const processing = state === 'processing';
  const access = (document as UnlockSource | null)?.access;
  // The password is the whole request: the right one unlocks the file at once.
  const unlockWith = (password: string) => {
    send.password(password);
    send.process();
  };
  const note = state === 'ready' && access && (access === 'open' || access === 'restrictionsRemoved') ? fileNotes[access]() : null;

  return (
    <ToolPage tool={tool} copy={readToolCopy('unlockPdf')} relatedCategory="pdf" extra={<ToolGuideLink {...guide()} />}>
      <UploadArea
        accept={tool.accept}
        maxMB={tool.maxMB}
        title={t('unlockPdf.upload.title')}
        hint={t('unlockPdf.upload.hint')}
        disabled={processing}
        onFile={send.file}
        onRemove={send.remove}
      />
      <PdfFileSteps
        state={state}
        file={file}
        problem={problem}
        password={{ onUnlock: unlockWith }}
        consent={{ warning: signedWarning(), go: t('unlockPdf.consent.go'), stopHint: signedStopHint(), onGo: send.consentAndProcess }}
      />
      {note && (
        <p className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-800" role="status" data-testid="unlock-file-note">
          {note}
        </p>
      )}
      {state !== 'locked' && (
        <CompressActions
          label={t('unlockPdf.action.unlock')}
          busyLabel={t('unlockPdf.action.busy')}
          progressLabel={t('unlockPdf.action.progress')}
          processing={processing}
          progress={progress}
          onCompress={send.process}
          onCancel={send.cancel}
        />
      )}
      {state === 'done' && result && <UnlockResult result={result} signed={signed} />}
    </ToolPage>
  );
}
