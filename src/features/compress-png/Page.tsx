import { Link } from 'react-router-dom';
import { t } from '../../i18n/messages';
import { createFileToolMachine } from '../../machines/fileTool.machine';
import { tool } from '../../toolPages/compress-png';
import { ImageCompressorLayout } from '../../ui/imageCompressor/ImageCompressorLayout';
import { Slider } from '../../ui/Slider';
import { richText } from '../../ui/richText';
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
      upload={{ title: t('compressPng.upload.title'), hint: t('compressPng.upload.hint'), invalidTypeText: invalidTypeText() }}
      actions={{ label: t('compressPng.action'), progressLabel: t('compressPng.action.progress') }}
      options={({ options, processing, setOptions }) => (
        <div className="space-y-2">
          <Slider label={t('compressPng.level')} value={options.level} min={PNG_LEVEL.min} max={PNG_LEVEL.max} step={PNG_LEVEL.step} disabled={processing} endLabels={[t('compressPng.level.lossless'), t('compressPng.level.smallest')]} onChange={(level) => setOptions({ level })} />
          <p className="text-sm text-slate-600">{levelHint(options.level)}</p>
        </div>
      )}
      result={{ compressedLabel: t('compressPng.result.download'), keepOriginal: true, compareNotSmaller: false }}
      batch={{ id: 'compressPngBatch', toSettings: pngSettings, texts: batchTexts, pngPage: true }}
      links={richText(t('compressPng.links'), {
        image: (text) => <Link to="/compress-image">{text}</Link>,
        jpg: (text) => <Link to="/compress-jpg">{text}</Link>,
      })}
    />
  );
}
