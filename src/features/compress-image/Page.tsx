import { Suspense } from 'react';
import { useMachine } from '@xstate/react';
import { Link } from 'react-router-dom';
import { inspectOptions } from '../../lib/inspect';
import { createFileToolMachine } from '../../machines/fileTool.machine';
import { toolBySlug } from '../../tools';
import { DownloadButton } from '../../ui/DownloadButton';
import { CompressedImageSummary, ImageCompare } from '../../ui/lazyImageResult';
import { ToolPage } from '../../ui/ToolPage';
import { CompressActions } from '../../ui/CompressActions';
import { UploadArea } from '../../ui/UploadArea';
import { useToastEvents } from '../../ui/useToastEvents';
import { BatchPanel } from './BatchPanel';
import { copy } from './copy';
import { defaultImageOptions, imageEngine, type ImageOptions } from './engine';
import { OptionsPanel } from './OptionsPanel';
import { invalidTypeText, texts } from './texts';

const tool = toolBySlug('compress-image');

const machine = createFileToolMachine<ImageOptions>({ id: 'compressImage', defaultOptions: defaultImageOptions, texts }).provide({
  actors: { engine: imageEngine },
});

export default function CompressImagePage() {
  const [snapshot, send, actor] = useMachine(machine, { input: {}, ...inspectOptions() });
  useToastEvents(actor);
  const { file, options, progress, result } = snapshot.context;
  const processing = snapshot.matches('processing');
  const facts = result?.facts ?? {};
  const target = options.maxSize.trim() ? `${options.maxSize} ${options.maxUnit}` : null;

  return (
    <ToolPage tool={tool} copy={copy} relatedCategory="image">
      <UploadArea
        accept={tool.accept}
        maxMB={tool.maxMB}
        invalidTypeText={invalidTypeText}
        title="Drag and drop your image here"
        hint="or click to choose a JPG, PNG, WebP, AVIF, GIF, BMP or TIFF image"
        disabled={processing}
        onFile={(f) => send({ type: 'FILE_SELECTED', file: f })}
        onRemove={() => send({ type: 'FILE_REMOVED' })}
      />
      <div className="mt-6">
        <OptionsPanel options={options} disabled={processing} onChange={(o) => send({ type: 'SET_OPTIONS', options: o })} />
      </div>
      <CompressActions
        label="Compress Image"
        progressLabel="Compressing image..."
        processing={processing}
        progress={progress}
        onCompress={() => send({ type: 'COMPRESS' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
      {snapshot.matches('done') && file && result && (
        <Suspense fallback={null}>
          <div className="mt-6 space-y-4">
            <CompressedImageSummary originalName={file.name} originalType={file.type} result={result} />
            {target && facts.targetMet === false && (
              <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" role="status" data-testid="target-missed">
                Could not reach {target}: this is the smallest file we could make ({result.size} bytes) without going below quality 10 and a readable size.
              </p>
            )}
            {target && facts.targetMet === true && <p className="text-sm text-emerald-700">Fits the {target} limit.</p>}
            <ImageCompare before={file} after={result.blob} />
            <DownloadButton payload={{ blob: result.blob, fileName: result.fileName }} label={result.notSmaller ? 'Download Original' : 'Download Compressed Image'} />
          </div>
        </Suspense>
      )}
      <BatchPanel options={options} />
      <p className="mt-6 text-sm text-slate-600">
        Working with one format? Try the <Link to="/compress-png">PNG Compressor</Link> or the <Link to="/compress-jpg">JPG Compressor</Link>.
      </p>
    </ToolPage>
  );
}
