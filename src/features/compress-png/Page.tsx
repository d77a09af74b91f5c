import { Link } from 'react-router-dom';
import { createFileToolMachine } from '../../machines/fileTool.machine';
import { toolBySlug } from '../../tools';
import { CompressorLayout } from '../../ui/CompressorLayout';
import { DownloadButton } from '../../ui/DownloadButton';
import { ImageBatch } from '../../ui/lazyImageBatch';
import { CompressedImageSummary, ImageCompare } from '../../ui/lazyImageResult';
import { Slider } from '../../ui/Slider';
import { copy } from './copy';
import { levelHint, PNG_LEVEL, pngEngine, type PngOptions, pngSettings } from './engine';
import { batchTexts, invalidTypeText, texts } from './texts';

const tool = toolBySlug('compress-png');
const rules = { accept: tool.accept, maxMB: tool.maxMB, invalidTypeText };

const machine = createFileToolMachine<PngOptions>({ id: 'compressPng', defaultOptions: { level: PNG_LEVEL.default }, texts }).provide({
  actors: { engine: pngEngine },
});

export default function CompressPngPage() {
  return (
    <CompressorLayout
      tool={tool}
      copy={copy}
      relatedCategory="image"
      machine={machine}
      upload={{ title: 'Drag and drop your PNG here', hint: 'or click to choose a PNG image (up to 10 MB)', invalidTypeText }}
      actions={{ label: 'Compress PNG', progressLabel: 'Compressing PNG...' }}
      options={({ options, processing, setOptions }) => (
        <div className="space-y-2">
          <Slider label="Compression Level" value={options.level} min={PNG_LEVEL.min} max={PNG_LEVEL.max} step={PNG_LEVEL.step} disabled={processing} endLabels={['Lossless', 'Smallest']} onChange={(level) => setOptions({ level })} />
          <p className="text-sm text-slate-600">{levelHint(options.level)}</p>
        </div>
      )}
      result={({ file, result }) => (
        <div className="mt-6 space-y-4">
          <CompressedImageSummary originalName={file.name} originalType={file.type} result={result} />
          {!result.notSmaller && <ImageCompare before={file} after={result.blob} />}
          <div className="flex flex-wrap gap-3">
            <DownloadButton className="btn-secondary" payload={{ blob: file, fileName: file.name }} label="Download Original" />
            {!result.notSmaller && <DownloadButton payload={{ blob: result.blob, fileName: result.fileName }} label="Download Compressed" />}
          </div>
        </div>
      )}
      batch={(view) => <ImageBatch view={view} id="compressPngBatch" rules={rules} toSettings={pngSettings} pngPage texts={batchTexts} zipName="compressed_images.zip" />}
      after={() => (
        <p className="mt-6 text-sm text-slate-600">
          Also try the <Link to="/compress-image">Image Compressor</Link> or the <Link to="/compress-jpg">JPG Compressor</Link>.
        </p>
      )}
    />
  );
}
