import { useMachine } from '@xstate/react';
import { inspectOptions } from '../../lib/inspect';
import { formatSize } from '../../lib/formatSize';
import { createFileToolMachine } from '../../machines/fileTool.machine';
import { toolBySlug } from '../../tools';
import { Select } from '../../ui/Select';
import { ToolPage } from '../../ui/ToolPage';
import { CompressActions } from '../../ui/CompressActions';
import { UploadArea } from '../../ui/UploadArea';
import { useToastEvents } from '../../ui/useToastEvents';
import { copy } from './copy';
import { pdfEngine, type PdfOptions } from './engine';
import { DEFAULT_LEVEL, LEVEL_OPTIONS, expectedSize } from './levels';
import { ResultPanel } from './ResultPanel';
import { texts } from './texts';

const tool = toolBySlug('compress-pdf');

const machine = createFileToolMachine<PdfOptions>({ id: 'compressPdf', defaultOptions: { level: DEFAULT_LEVEL }, texts }).provide({
  actors: { engine: pdfEngine },
});

export default function CompressPdfPage() {
  const [snapshot, send, actor] = useMachine(machine, { input: {}, ...inspectOptions() });
  useToastEvents(actor);
  const { file, options, progress, result } = snapshot.context;
  const processing = snapshot.matches('processing');

  return (
    <ToolPage tool={tool} copy={copy} relatedCategory="pdf">
      <UploadArea
        accept={tool.accept}
        maxMB={tool.maxMB}
        title="Drag and drop your PDF here"
        hint="or click to choose a PDF"
        disabled={processing}
        onFile={(f) => send({ type: 'FILE_SELECTED', file: f })}
        onRemove={() => send({ type: 'FILE_REMOVED' })}
      />
      <div className="mt-6 grid items-end gap-4 sm:grid-cols-2">
        <Select
          label="Compression Level"
          value={options.level}
          options={LEVEL_OPTIONS}
          disabled={processing}
          onChange={(level) => send({ type: 'SET_OPTIONS', options: { level } })}
        />
        {file && !result && (
          <p className="text-sm text-slate-600" data-testid="expected-size">
            Expected: about {formatSize(expectedSize(file.size, options.level))}, depending on the images inside
          </p>
        )}
      </div>
      <CompressActions
        label="Compress PDF"
        progressLabel="Compressing PDF..."
        processing={processing}
        progress={progress}
        onCompress={() => send({ type: 'COMPRESS' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
      {snapshot.matches('done') && file && result && <ResultPanel originalName={file.name} result={result} />}
    </ToolPage>
  );
}
