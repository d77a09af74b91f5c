import { useMachine } from '@xstate/react';
import { t } from '../../i18n/messages';
import { inspectOptions } from '../../lib/inspect';
import { toMB } from '../../lib/formatSize';
import { saveBlob } from '../../lib/download';
import { createImageConverterMachine } from '../../machines/imageConverter.machine';
import { tool } from '../../toolPages/image-converter';
import { BlobImage } from '../../ui/BlobImage';
import { Select } from '../../ui/Select';
import { ToolPage } from '../../ui/ToolPage';
import { UploadArea } from '../../ui/UploadArea';
import { useToastEvents } from '../../ui/useToastEvents';
import { readToolCopy } from '../../ui/toolCopy';
import { converterEngine, formatOptions } from './engine';
import { FormatTable } from './FormatTable';
import { firstFrameNote, invalidTypeText, invalidTypeTitle, texts } from './texts';

const machine = createImageConverterMachine(texts).provide({ actors: { converter: converterEngine } });

export default function ImageConverterPage() {
  const [snapshot, send, actor] = useMachine(machine, { ...inspectOptions() });
  useToastEvents(actor);
  const { file, format, result } = snapshot.context;
  const converting = snapshot.matches('converting');
  const canConvert = snapshot.can({ type: 'CONVERT' });

  return (
    <ToolPage tool={tool} copy={readToolCopy('imageConverter')} relatedCategory="image" extra={<FormatTable />}>
      <UploadArea
        accept={tool.accept}
        maxMB={tool.maxMB}
        invalidTypeTitle={invalidTypeTitle()}
        invalidTypeText={invalidTypeText()}
        title={t('imageConverter.upload.title')}
        hint={t('imageConverter.upload.hint')}
        disabled={converting}
        onFile={(f) => send({ type: 'FILE_SELECTED', file: f })}
        onRemove={() => send({ type: 'FILE_REMOVED' })}
      />
      <div className="mt-6 grid items-end gap-4 sm:grid-cols-2">
        <Select label={t('imageConverter.format')} value={format} options={formatOptions()} disabled={converting} onChange={(f) => send({ type: 'SET_FORMAT', format: f })} />
        <button type="button" className="btn-primary" disabled={!canConvert || converting} onClick={() => send({ type: 'CONVERT' })}>
          {converting ? t('imageConverter.action.progress') : t('imageConverter.action')}
        </button>
      </div>
      {!format && <p className="mt-2 text-sm text-slate-600">{t('imageConverter.format.choose')}</p>}
      {snapshot.matches('converted') && result && (
        <div className="mt-6 space-y-3" data-testid="convert-result">
          {result.mime === 'image/tiff' ? (
            <p className="text-sm text-slate-600">{t('imageConverter.result.noTiffPreview')}</p>
          ) : (
            <BlobImage blob={result.blob} alt={file ? t('imageConverter.result.preview', { name: file.name }) : t('imageConverter.result.previewUnnamed')} className="mx-auto max-h-[300px] w-auto rounded border border-slate-200" />
          )}
          <p className="text-sm text-slate-600">
            {t(result.fellBack ? 'imageConverter.result.factsFellBack' : 'imageConverter.result.facts', { name: result.fileName, size: toMB(result.blob.size), width: result.width, height: result.height })}
          </p>
          {result.animationFrames && (
            <p role="status" className="rounded bg-amber-50 px-2 py-1 text-sm text-amber-900" data-testid="first-frame-note">
              {firstFrameNote(result.animationFrames)}
            </p>
          )}
          <button type="button" className="btn-primary" onClick={() => saveBlob(result.blob, result.fileName)}>
            {t('imageConverter.result.download')}
          </button>
        </div>
      )}
    </ToolPage>
  );
}
