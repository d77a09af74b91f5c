import { Link } from 'react-router-dom';
import { createFileToolMachine } from '../../machines/fileTool.machine';
import { tool } from '../../toolPages/compress-image';
import { ImageCompressorLayout } from '../../ui/imageCompressor/ImageCompressorLayout';
import { readToolCopy } from '../../ui/toolCopy';
import { defaultImageOptions, imageEngine, type ImageOptions, restoreImageOptions, SETTINGS_KEY, toSettings } from './engine';
import { OptionsPanel } from './OptionsPanel';
import { batchTexts, invalidTypeText, texts } from './texts';

const remember = { key: SETTINGS_KEY, restore: restoreImageOptions };

const machine = createFileToolMachine<ImageOptions>({ id: 'compressImage', defaultOptions: defaultImageOptions, texts }).provide({
  actors: { engine: imageEngine },
});

export default function CompressImagePage() {
  return (
    <ImageCompressorLayout
      tool={tool}
      copy={readToolCopy('compressImage')}
      machine={machine}
      upload={{ title: 'Drag and drop your image here', hint: 'or click to choose JPG, PNG, WebP, AVIF, GIF, BMP or TIFF images (or paste one)', invalidTypeText }}
      remember={remember}
      actions={{ label: 'Compress Image', progressLabel: 'Compressing image...' }}
      options={({ options, processing, setOptions }) => <OptionsPanel options={options} disabled={processing} onChange={setOptions} />}
      result={{ compressedLabel: 'Download Compressed Image', keepOriginal: false, compareNotSmaller: true }}
      note={({ result, options }) => {
        const target = options.maxSize.trim() ? `${options.maxSize} ${options.maxUnit}` : null;
        const targetMet = result.facts?.targetMet;
        return (
          <>
            {target && targetMet === false && (
              <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" role="status" data-testid="target-missed">
                Could not reach {target}: this is the smallest file we could make ({result.size} bytes) without going below quality 10 and a readable size.
              </p>
            )}
            {target && targetMet === true && <p className="text-sm text-emerald-700">Fits the {target} limit.</p>}
          </>
        );
      }}
      batch={{ id: 'compressImageBatch', toSettings, texts: batchTexts }}
      links={
        <>
          Working with one format? Try the <Link to="/compress-png">PNG Compressor</Link> or the <Link to="/compress-jpg">JPG Compressor</Link>.
        </>
      }
    />
  );
}
