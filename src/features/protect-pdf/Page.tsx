import { lazy, Suspense } from 'react';
import { t } from '../../i18n/messages';
import { createProtectPdfMachine } from '../../machines/protectPdf.machine';
import { tool } from '../../toolPages/protect-pdf';
import { CompressActions } from '../../ui/CompressActions';
import { PdfFileSteps } from '../../ui/PdfFileSteps';
import { ToolGuideLink } from '../../ui/ToolGuideLink';
import { ToolPage } from '../../ui/ToolPage';
import { UploadArea } from '../../ui/UploadArea';
import { usePdfTool } from '../../ui/usePdfTool';
import { readToolCopy } from '../../ui/toolCopy';
import { guide } from './copy';
import { pdfProtector, protectInspector } from './engine';
import { ProtectOptionsPanel } from './ProtectOptionsPanel';
import { protectWords, signedStopHint, signedWarning, texts } from './texts';

// Shown only once a file is protected.
const ProtectResult = lazy(() => import('./ProtectResult').then((module) => ({ default: module.ProtectResult })));

const machine = createProtectPdfMachine(texts, protectWords).provide({ actors: { opener: protectInspector, processor: pdfProtector } });

/**
 * /protect-pdf: upload (the widget checks type and size), the file's current password if it has one,
 * the new password twice with its strength, optional restrictions and the encryption, the yes for a
 * signed file, protect with progress and cancel, then the encrypted copy to download.
 */
export default function ProtectPdfPage() {
  const { snapshot, state, send } = usePdfTool(machine);
  const { file, options, progress, result, problem, signed } = snapshot.context;
  const processing = state === 'processing';

  return (
    <ToolPage tool={tool} copy={readToolCopy('protectPdf')} relatedCategory="pdf" extra={<ToolGuideLink {...guide()} />}>
      <UploadArea
        accept={tool.accept}
        maxMB={tool.maxMB}
        title={t('protectPdf.upload.title')}
        hint={t('protectPdf.upload.hint')}
        disabled={processing}
        onFile={send.file}
        onRemove={send.remove}
      />
      <PdfFileSteps
        state={state}
        file={file}
        problem={problem}
        password={{ onUnlock: send.password, outcome: t('protectPdf.password.outcome') }}
        consent={{ warning: signedWarning(), go: t('protectPdf.consent.go'), stopHint: signedStopHint(), onGo: send.consentAndProcess }}
      />
      <ProtectOptionsPanel options={options} disabled={processing} onChange={send.setOptions} />
      <CompressActions
        label={t('protectPdf.action.protect')}
        busyLabel={t('protectPdf.action.busy')}
        progressLabel={t('protectPdf.action.progress')}
        processing={processing}
        progress={progress}
        onCompress={send.process}
        onCancel={send.cancel}
      />
      {state === 'done' && result && (
        <Suspense fallback={null}>
          <ProtectResult result={result} signed={signed} />
        </Suspense>
      )}
    </ToolPage>
  );
}
