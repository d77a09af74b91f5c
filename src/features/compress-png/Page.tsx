import { Link } from 'react-router-dom';
import { createFileToolMachine } from '../../machines/fileTool.machine';
import { tool } from '../../toolPages/compress-png';
import { ImageCompressorLayout } from '../../ui/imageCompressor/ImageCompressorLayout';
import { Slider } from '../../ui/Slider';
import { readToolCopy } from '../../ui/toolCopy';
import { levelHint, PNG_LEVEL, pngEngine, type PngOptions, pngSettings } from './engine';
import { batchTexts, invalidTypeText, texts } from './texts';

const machine = createFileToolMachine<PngOptions>({ id: 'compressPng', defaultOptions: { level: PNG_LEVEL.default }, texts }).provide({
  actors: { engine: pngEngine },
});

export default function CompressPngPage() {
  return (
    <ImageCompressorLayout
      tool={tool}
      copy={readToolCopy('compressPng')}
      machine={machine}
      upload={{ title: 'Drag and drop your PNG here', hint: 'or click to choose a PNG image (up to 10 MB)', invalidTypeText }}
      actions={{ label: 'Compress PNG', progressLabel: 'Compressing PNG...' }}
      options={({ options, processing, setOptions }) => (
        <div className="space-y-2">
          <Slider label="Compression Level" value={options.level} min={PNG_LEVEL.min} max={PNG_LEVEL.max} step={PNG_LEVEL.step} disabled={processing} endLabels={['Lossless', 'Smallest']} onChange={(level) => setOptions({ level })} />
          <p className="text-sm text-slate-600">{levelHint(options.level)}</p>
        </div>
      )}
      result={{ compressedLabel: 'Download Compressed', keepOriginal: true, compareNotSmaller: false }}
      batch={{ id: 'compressPngBatch', toSettings: pngSettings, texts: batchTexts, pngPage: true }}
      links={
        <>
          Also try the <Link to="/compress-image">Image Compressor</Link> or the <Link to="/compress-jpg">JPG Compressor</Link>.
        </>
      }
    />
  );
}
