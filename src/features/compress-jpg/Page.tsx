import { Link } from 'react-router-dom';
import { createFileToolMachine } from '../../machines/fileTool.machine';
import { toolBySlug } from '../../tools';
import { CompressorLayout } from '../../ui/CompressorLayout';
import { DownloadButton } from '../../ui/DownloadButton';
import { ImageBatch } from '../../ui/lazyImageBatch';
import { CompressedImageSummary, ImageCompare } from '../../ui/lazyImageResult';
import { KeepMetadataCheckbox } from '../../ui/KeepMetadataCheckbox';
import { Slider } from '../../ui/Slider';
import { copy } from './copy';
import { JPG_QUALITY, jpgEngine, type JpgOptions, jpgSettings } from './engine';
import { batchTexts, invalidTypeText, texts } from './texts';

const tool = toolBySlug('compress-jpg');
const rules = { accept: tool.accept, maxMB: tool.maxMB, invalidTypeText };

const machine = createFileToolMachine<JpgOptions>({
  id: 'compressJpg',
  defaultOptions: { quality: JPG_QUALITY.default, keepMetadata: false },
  texts,
}).provide({ actors: { engine: jpgEngine } });

export default function CompressJpgPage() {
  return (
    <CompressorLayout
      tool={tool}
      copy={copy}
      relatedCategory="image"
      machine={machine}
      upload={{ title: 'Drag and drop your JPG here', hint: 'or click to choose a JPG or JPEG photo (up to 50 MB)', invalidTypeText }}
      actions={{ label: 'Compress JPG', progressLabel: 'Compressing JPG...' }}
      options={({ options, processing, setOptions }) => (
        <div className="space-y-4">
          <Slider label="Quality" value={options.quality} min={JPG_QUALITY.min} max={JPG_QUALITY.max} step={JPG_QUALITY.step} unit="%" disabled={processing} endLabels={['Smaller file', 'Better quality']} onChange={(quality) => setOptions({ quality })} />
          <KeepMetadataCheckbox checked={options.keepMetadata} disabled={processing} onChange={(keepMetadata) => setOptions({ keepMetadata })} />
        </div>
      )}
      result={({ file, result }) => (
        <div className="mt-6 space-y-4">
          <CompressedImageSummary originalName={file.name} originalType={file.type} result={result} />
          <ImageCompare before={file} after={result.blob} />
          <div className="flex flex-wrap gap-3">
            <DownloadButton className="btn-secondary" payload={{ blob: file, fileName: file.name }} label="Download Original" />
            {!result.notSmaller && <DownloadButton payload={{ blob: result.blob, fileName: result.fileName }} label="Download Compressed Image" />}
          </div>
        </div>
      )}
      batch={(view) => <ImageBatch view={view} id="compressJpgBatch" rules={rules} toSettings={jpgSettings} texts={batchTexts} zipName="compressed_images.zip" />}
      after={() => (
        <p className="mt-6 text-sm text-slate-600">
          Also try the <Link to="/compress-image">Image Compressor</Link> for WebP, AVIF and batches, or the <Link to="/compress-png">PNG Compressor</Link>.
        </p>
      )}
    />
  );
}
