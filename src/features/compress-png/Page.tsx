import { Suspense } from 'react';
import { useMachine } from '@xstate/react';
import { Link } from 'react-router-dom';
import { inspectOptions } from '../../lib/inspect';
import { createFileToolMachine } from '../../machines/fileTool.machine';
import { toolBySlug } from '../../tools';
import { DownloadButton } from '../../ui/DownloadButton';
import { CompressedImageSummary, ImageCompare } from '../../ui/lazyImageResult';
import { Slider } from '../../ui/Slider';
import { ToolPage } from '../../ui/ToolPage';
import { CompressActions } from '../../ui/CompressActions';
import { UploadArea } from '../../ui/UploadArea';
import { useToastEvents } from '../../ui/useToastEvents';
import { copy } from './copy';
import { levelHint, PNG_LEVEL, pngEngine, type PngOptions } from './engine';
import { invalidTypeText, texts } from './texts';

const tool = toolBySlug('compress-png');

const machine = createFileToolMachine<PngOptions>({ id: 'compressPng', defaultOptions: { level: PNG_LEVEL.default }, texts }).provide({
  actors: { engine: pngEngine },
});

export default function CompressPngPage() {
  const [snapshot, send, actor] = useMachine(machine, { input: {}, ...inspectOptions() });
  useToastEvents(actor);
  const { file, options, progress, result } = snapshot.context;
  const processing = snapshot.matches('processing');

  return (
    <ToolPage tool={tool} copy={copy} relatedCategory="image">
      <UploadArea
        accept={tool.accept}
        maxMB={tool.maxMB}
        invalidTypeText={invalidTypeText}
        title="Drag and drop your PNG here"
        hint="or click to choose a PNG image (up to 10 MB)"
        disabled={processing}
        onFile={(f) => send({ type: 'FILE_SELECTED', file: f })}
        onRemove={() => send({ type: 'FILE_REMOVED' })}
      />
      <div className="mt-6 space-y-2">
        <Slider label="Compression Level" value={options.level} min={PNG_LEVEL.min} max={PNG_LEVEL.max} step={PNG_LEVEL.step} disabled={processing} endLabels={['Lossless', 'Smallest']} onChange={(level) => send({ type: 'SET_OPTIONS', options: { level } })} />
        <p className="text-sm text-slate-600">{levelHint(options.level)}</p>
      </div>
      <CompressActions
        label="Compress PNG"
        progressLabel="Compressing PNG..."
        processing={processing}
        progress={progress}
        onCompress={() => send({ type: 'COMPRESS' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
      {snapshot.matches('done') && file && result && (
        <Suspense fallback={null}>
          <div className="mt-6 space-y-4">
            <CompressedImageSummary originalName={file.name} originalType={file.type} result={result} />
            {!result.notSmaller && <ImageCompare before={file} after={result.blob} />}
            <div className="flex flex-wrap gap-3">
              <DownloadButton className="btn-secondary" payload={{ blob: file, fileName: file.name }} label="Download Original" />
              {!result.notSmaller && <DownloadButton payload={{ blob: result.blob, fileName: result.fileName }} label="Download Compressed" />}
            </div>
          </div>
        </Suspense>
      )}
      <p className="mt-6 text-sm text-slate-600">
        Also try the <Link to="/compress-image">Image Compressor</Link> or the <Link to="/compress-jpg">JPG Compressor</Link>.
      </p>
    </ToolPage>
  );
}
