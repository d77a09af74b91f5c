import { Suspense } from 'react';
import { useMachine } from '@xstate/react';
import { Link } from 'react-router-dom';
import { inspectOptions } from '../../lib/inspect';
import { createFileToolMachine } from '../../machines/fileTool.machine';
import { toolBySlug } from '../../tools';
import { DownloadButton } from '../../ui/DownloadButton';
import { CompressedImageSummary, ImageCompare } from '../../ui/lazyImageResult';
import { KeepMetadataCheckbox } from '../../ui/KeepMetadataCheckbox';
import { Slider } from '../../ui/Slider';
import { ToolPage } from '../../ui/ToolPage';
import { CompressActions } from '../../ui/CompressActions';
import { UploadArea } from '../../ui/UploadArea';
import { useToastEvents } from '../../ui/useToastEvents';
import { copy } from './copy';
import { JPG_QUALITY, jpgEngine, type JpgOptions } from './engine';
import { invalidTypeText, texts } from './texts';

const tool = toolBySlug('compress-jpg');

const machine = createFileToolMachine<JpgOptions>({
  id: 'compressJpg',
  defaultOptions: { quality: JPG_QUALITY.default, keepMetadata: false },
  texts,
}).provide({ actors: { engine: jpgEngine } });

export default function CompressJpgPage() {
  const [snapshot, send, actor] = useMachine(machine, { input: {}, ...inspectOptions() });
  useToastEvents(actor);
  const { file, options, progress, result } = snapshot.context;
  const processing = snapshot.matches('processing');
  const setOptions = (o: Partial<JpgOptions>) => send({ type: 'SET_OPTIONS', options: o });

  return (
    <ToolPage tool={tool} copy={copy} relatedCategory="image">
      <UploadArea
        accept={tool.accept}
        maxMB={tool.maxMB}
        invalidTypeText={invalidTypeText}
        title="Drag and drop your JPG here"
        hint="or click to choose a JPG or JPEG photo (up to 50 MB)"
        disabled={processing}
        onFile={(f) => send({ type: 'FILE_SELECTED', file: f })}
        onRemove={() => send({ type: 'FILE_REMOVED' })}
      />
      <div className="mt-6 space-y-4">
        <Slider label="Quality" value={options.quality} min={JPG_QUALITY.min} max={JPG_QUALITY.max} step={JPG_QUALITY.step} unit="%" disabled={processing} endLabels={['Smaller file', 'Better quality']} onChange={(quality) => setOptions({ quality })} />
        <KeepMetadataCheckbox checked={options.keepMetadata} disabled={processing} onChange={(keepMetadata) => setOptions({ keepMetadata })} />
      </div>
      <CompressActions
        label="Compress JPG"
        progressLabel="Compressing JPG..."
        processing={processing}
        progress={progress}
        onCompress={() => send({ type: 'COMPRESS' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
      {snapshot.matches('done') && file && result && (
        <Suspense fallback={null}>
          <div className="mt-6 space-y-4">
            <CompressedImageSummary originalName={file.name} originalType={file.type} result={result} />
            <ImageCompare before={file} after={result.blob} />
            <div className="flex flex-wrap gap-3">
              <DownloadButton className="btn-secondary" payload={{ blob: file, fileName: file.name }} label="Download Original" />
              {!result.notSmaller && <DownloadButton payload={{ blob: result.blob, fileName: result.fileName }} label="Download Compressed Image" />}
            </div>
          </div>
        </Suspense>
      )}
      <p className="mt-6 text-sm text-slate-600">
        Also try the <Link to="/compress-image">Image Compressor</Link> for WebP, AVIF and batches, or the <Link to="/compress-png">PNG Compressor</Link>.
      </p>
    </ToolPage>
  );
}
