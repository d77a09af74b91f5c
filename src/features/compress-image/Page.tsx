import { Link } from 'react-router-dom';
import { t } from '../../i18n/messages';
import { createFileToolMachine } from '../../machines/fileTool.machine';
import { tool } from '../../toolPages/compress-image';
import { ImageCompressorLayout } from '../../ui/imageCompressor/ImageCompressorLayout';
import { richText } from '../../ui/richText';
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
      upload={{ title: t('compressImage.upload.title'), hint: t('compressImage.upload.hint'), invalidTypeText: invalidTypeText() }}
      remember={remember}
      actions={{ label: t('compressImage.action'), progressLabel: t('compressImage.action.progress') }}
      options={({ options, processing, setOptions }) => <OptionsPanel options={options} disabled={processing} onChange={setOptions} />}
      result={{ compressedLabel: t('compressImage.result.download'), keepOriginal: false, compareNotSmaller: true }}
      note={({ result, options }) => {
        const target = options.maxSize.trim() ? `${options.maxSize} ${options.maxUnit}` : null;
        const targetMet = result.facts?.targetMet;
        return (
          <>
            {target && targetMet === false && (
              <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" role="status" data-testid="target-missed">
                {t('compressImage.result.targetMissed', { target, size: result.size })}
              </p>
            )}
            {target && targetMet === true && <p className="text-sm text-emerald-700">{t('compressImage.result.targetMet', { target })}</p>}
          </>
        );
      }}
      batch={{ id: 'compressImageBatch', toSettings, texts: batchTexts }}
      links={richText(t('compressImage.links'), {
        png: (text) => <Link to="/compress-png">{text}</Link>,
        jpg: (text) => <Link to="/compress-jpg">{text}</Link>,
      })}
    />
  );
}
