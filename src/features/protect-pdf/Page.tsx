import { lazy, Suspense } from 'react';
import { createProtectPdfMachine } from '../../machines/protectPdf.machine';
import { tool } from '../../toolPages/protect-pdf';
import { CompressActions } from '../../ui/CompressActions';
import { PdfFileSteps } from '../../ui/PdfFileSteps';
import { ToolGuideLink } from '../../ui/ToolGuideLink';
import { ToolPage } from '../../ui/ToolPage';
import { UploadArea } from '../../ui/UploadArea';
import { usePdfTool } from '../../ui/usePdfTool';
import { readToolCopy } from '../../ui/toolCopy';
import { GUIDE } from './copy';
import { pdfProtector, protectInspector } from './engine';
import { ProtectOptionsPanel } from './ProtectOptionsPanel';
import { SIGNED_STOP_HINT, SIGNED_WARNING, texts } from './texts';

// Shown only once a file is protected.
const ProtectResult = lazy(() => import('./ProtectResult').then((module) => ({ default: module.ProtectResult })));

const machine = createProtectPdfMachine(texts).provide({ actors: { opener: protectInspector, processor: pdfProtector } });

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
    <ToolPage tool={tool} copy={readToolCopy('protectPdf')} relatedCategory="pdf" extra={<ToolGuideLink {...GUIDE} />}>
      <UploadArea
        accept={tool.accept}
        maxMB={tool.maxMB}
        title="Drag and drop your PDF here"
        hint="or click to choose a PDF"
        disabled={processing}
        onFile={send.file}
        onRemove={send.remove}
      />
      <PdfFileSteps
        state={state}
        file={file}
        problem={problem}
        password={{ onUnlock: send.password, outcome: 'the protected copy opens with the new password you set below, not this one' }}
        consent={{ warning: SIGNED_WARNING, go: 'Protect anyway', stopHint: SIGNED_STOP_HINT, onGo: send.consentAndProcess }}
      />
      <ProtectOptionsPanel options={options} disabled={processing} onChange={send.setOptions} />
      <CompressActions
        label="Protect PDF"
        busyLabel="Protecting..."
        progressLabel="Protecting PDF..."
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
