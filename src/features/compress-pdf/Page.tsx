import { lazy, Suspense } from 'react';
import { t } from '../../i18n/messages';
import { formatSize } from '../../lib/formatSize';
import { createCompressPdfMachine, DEFAULT_TARGET } from '../../machines/compressPdf.machine';
import { tool } from '../../toolPages/compress-pdf';
import { CompressActions } from '../../ui/CompressActions';
import { PdfFileSteps } from '../../ui/PdfFileSteps';
import { Select } from '../../ui/Select';
import { ToolPage } from '../../ui/ToolPage';
import { UploadArea } from '../../ui/UploadArea';
import { usePdfTool } from '../../ui/usePdfTool';
import { readToolCopy } from '../../ui/toolCopy';
import { pdfCompressor, pdfInspector } from './engine';
import { DEFAULT_LEVEL, expectedSize, levelOptions, targetOptions } from './levels';
import { signedStopHint, signedWarning, texts } from './texts';

// Needed only once a custom target is chosen, and once a result is in.
const CustomTargetField = lazy(() => import('./CustomTargetField').then((module) => ({ default: module.CustomTargetField })));
const ResultPanel = lazy(() => import('./ResultPanel').then((module) => ({ default: module.ResultPanel })));

const machine = createCompressPdfMachine(texts, { level: DEFAULT_LEVEL, ...DEFAULT_TARGET }).provide({
  actors: { opener: pdfInspector, processor: pdfCompressor },
});

/**
 * The PDF compressor: upload (the widget checks type and size), the level, what the file needs
 * first (its password, or a yes when it is signed), compress and cancel with progress, the result.
 */
export default function CompressPdfPage() {
  const { snapshot, state, send } = usePdfTool(machine);
  const { file, options, progress, result, problem } = snapshot.context;
  const processing = state === 'processing';
  const targeted = options.target !== 'none';

  return (
    <ToolPage tool={tool} copy={readToolCopy('compressPdf')} relatedCategory="pdf">
      <UploadArea
        accept={tool.accept}
        maxMB={tool.maxMB}
        title={t('compressPdf.upload.title')}
        hint={t('compressPdf.upload.hint')}
        disabled={processing}
        onFile={send.file}
        onRemove={send.remove}
      />
      <div className="mt-6">
        <div className="grid items-end gap-4 sm:grid-cols-2">
          <Select
            label={t('compressPdf.option.level')}
            value={options.level}
            options={levelOptions()}
            disabled={processing || targeted}
            onChange={(level) => send.setOptions({ level })}
          />
          <Select label={t('compressPdf.option.target')} value={options.target} options={targetOptions()} disabled={processing} onChange={(target) => send.setOptions({ target })} />
        </div>
        {options.target === 'custom' && (
          <Suspense fallback={null}>
            <CustomTargetField size={options.customSize} unit={options.customUnit} disabled={processing} onChange={send.setOptions} />
          </Suspense>
        )}
        {file && !result && (
          <p className="mt-3 text-sm text-slate-600" data-testid="expected-size">
            {targeted
              ? t('compressPdf.hint.targeted')
              : t('compressPdf.hint.expected', { size: formatSize(expectedSize(file.size, options.level)) })}
          </p>
        )}
      </div>
      <PdfFileSteps
        state={state}
        file={file}
        problem={problem}
        password={{ onUnlock: send.password }}
        consent={{ warning: signedWarning(), go: t('compressPdf.consent.go'), stopHint: signedStopHint(), onGo: send.consentAndProcess }}
      />
      <CompressActions
        label={t('compressPdf.action.compress')}
        progressLabel={t('compressPdf.action.progress')}
        processing={processing}
        progress={progress}
        onCompress={send.process}
        onCancel={send.cancel}
      />
      {state === 'done' && file && result && (
        <Suspense fallback={null}>
          <ResultPanel originalName={file.name} result={result} />
        </Suspense>
      )}
    </ToolPage>
  );
}
