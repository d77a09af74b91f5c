import { Link } from 'react-router-dom';
import { createFileToolMachine } from '../../machines/fileTool.machine';
import { tool } from '../../toolPages/compress-jpg';
import { ImageCompressorLayout } from '../../ui/imageCompressor/ImageCompressorLayout';
import { KeepMetadataCheckbox } from '../../ui/imageCompressor/KeepMetadataCheckbox';
import { Slider } from '../../ui/Slider';
import { readToolCopy } from '../../ui/toolCopy';
import { JPG_QUALITY, jpgEngine, type JpgOptions, jpgSettings } from './engine';
import { batchTexts, invalidTypeText, texts } from './texts';

const machine = createFileToolMachine<JpgOptions>({
  id: 'compressJpg',
  defaultOptions: { quality: JPG_QUALITY.default, keepMetadata: false },
  texts,
}).provide({ actors: { engine: jpgEngine } });

export default function CompressJpgPage() {
  return (
    <ImageCompressorLayout
      tool={tool}
      copy={readToolCopy('compressJpg')}
      machine={machine}
      upload={{ title: 'Drag and drop your JPG here', hint: 'or click to choose a JPG or JPEG photo (up to 50 MB)', invalidTypeText }}
      actions={{ label: 'Compress JPG', progressLabel: 'Compressing JPG...' }}
      options={({ options, processing, setOptions }) => (
        <div className="space-y-4">
          <Slider label="Quality" value={options.quality} min={JPG_QUALITY.min} max={JPG_QUALITY.max} step={JPG_QUALITY.step} unit="%" disabled={processing} endLabels={['Smaller file', 'Better quality']} onChange={(quality) => setOptions({ quality })} />
          <KeepMetadataCheckbox checked={options.keepMetadata} disabled={processing} onChange={(keepMetadata) => setOptions({ keepMetadata })} />
        </div>
      )}
      result={{ compressedLabel: 'Download Compressed Image', keepOriginal: true, compareNotSmaller: true }}
      batch={{ id: 'compressJpgBatch', toSettings: jpgSettings, texts: batchTexts }}
      links={
        <>
          Also try the <Link to="/compress-image">Image Compressor</Link> for WebP, AVIF and batches, or the <Link to="/compress-png">PNG Compressor</Link>.
        </>
      }
    />
  );
}
