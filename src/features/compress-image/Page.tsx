import { Link } from 'react-router-dom';
import { createFileToolMachine } from '../../machines/fileTool.machine';
import { toolBySlug } from '../../tools';
import { CompressorLayout } from '../../ui/CompressorLayout';
import { DownloadButton } from '../../ui/DownloadButton';
import { ImageBatch } from '../../ui/lazyImageBatch';
import { CompressedImageSummary, ImageCompare } from '../../ui/lazyImageResult';
import { copy } from './copy';
import { defaultImageOptions, imageEngine, type ImageOptions, restoreImageOptions, SETTINGS_KEY, toSettings } from './engine';
import { OptionsPanel } from './OptionsPanel';
import { batchTexts, invalidTypeText, texts } from './texts';

const tool = toolBySlug('compress-image');
const remember = { key: SETTINGS_KEY, restore: restoreImageOptions };
const rules = { accept: tool.accept, maxMB: tool.maxMB, invalidTypeText };

const machine = createFileToolMachine<ImageOptions>({ id: 'compressImage', defaultOptions: defaultImageOptions, texts }).provide({
  actors: { engine: imageEngine },
});

export default function CompressImagePage() {
  return (
    <CompressorLayout
      tool={tool}
      copy={copy}
      relatedCategory="image"
      machine={machine}
      upload={{ title: 'Drag and drop your image here', hint: 'or click to choose JPG, PNG, WebP, AVIF, GIF, BMP or TIFF images (or paste one)', invalidTypeText }}
      remember={remember}
      actions={{ label: 'Compress Image', progressLabel: 'Compressing image...' }}
      options={({ options, processing, setOptions }) => <OptionsPanel options={options} disabled={processing} onChange={setOptions} />}
      result={({ file, result, options }) => {
        const target = options.maxSize.trim() ? `${options.maxSize} ${options.maxUnit}` : null;
        const targetMet = result.facts?.targetMet;
        return (
          <div className="mt-6 space-y-4">
            <CompressedImageSummary originalName={file.name} originalType={file.type} result={result} />
            {target && targetMet === false && (
              <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" role="status" data-testid="target-missed">
                Could not reach {target}: this is the smallest file we could make ({result.size} bytes) without going below quality 10 and a readable size.
              </p>
            )}
            {target && targetMet === true && <p className="text-sm text-emerald-700">Fits the {target} limit.</p>}
            <ImageCompare before={file} after={result.blob} />
            <DownloadButton payload={{ blob: result.blob, fileName: result.fileName }} label={result.notSmaller ? 'Download Original' : 'Download Compressed Image'} />
          </div>
        );
      }}
      batch={(view) => <ImageBatch view={view} id="compressImageBatch" rules={rules} toSettings={toSettings} texts={batchTexts} zipName="compressed_images.zip" />}
      after={() => (
        <p className="mt-6 text-sm text-slate-600">
          Working with one format? Try the <Link to="/compress-png">PNG Compressor</Link> or the <Link to="/compress-jpg">JPG Compressor</Link>.
        </p>
      )}
    />
  );
}
