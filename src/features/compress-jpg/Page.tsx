import { Link } from 'react-router-dom';
import { t } from '../../i18n/messages';
import { createFileToolMachine } from '../../machines/fileTool.machine';
import { tool } from '../../toolPages/compress-jpg';
import { ImageCompressorLayout } from '../../ui/imageCompressor/ImageCompressorLayout';
import { KeepMetadataCheckbox } from '../../ui/imageCompressor/KeepMetadataCheckbox';
import { Slider } from '../../ui/Slider';
import { richText } from '../../ui/richText';
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
      upload={{ title: t('compressJpg.upload.title'), hint: t('compressJpg.upload.hint'), invalidTypeText: invalidTypeText() }}
      actions={{ label: t('compressJpg.action'), progressLabel: t('compressJpg.action.progress') }}
      options={({ options, processing, setOptions }) => (
        <div className="space-y-4">
          <Slider label={t('compressJpg.quality')} value={options.quality} min={JPG_QUALITY.min} max={JPG_QUALITY.max} step={JPG_QUALITY.step} unit="%" disabled={processing} endLabels={[t('compressJpg.quality.smaller'), t('compressJpg.quality.better')]} onChange={(quality) => setOptions({ quality })} />
          <KeepMetadataCheckbox checked={options.keepMetadata} disabled={processing} onChange={(keepMetadata) => setOptions({ keepMetadata })} />
        </div>
      )}
      result={{ compressedLabel: t('compressJpg.result.download'), keepOriginal: true, compareNotSmaller: true }}
      batch={{ id: 'compressJpgBatch', toSettings: jpgSettings, texts: batchTexts }}
      links={richText(t('compressJpg.links'), {
        image: (text) => <Link to="/compress-image">{text}</Link>,
        png: (text) => <Link to="/compress-png">{text}</Link>,
      })}
    />
  );
}
