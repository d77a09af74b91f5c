import { useMachine } from '@xstate/react';
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
import { converterEngine, FORMAT_OPTIONS } from './engine';
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
        invalidTypeTitle={invalidTypeTitle}
        invalidTypeText={invalidTypeText}
        title="Drag and drop your image here"
        hint="or click to choose an image (JPG, PNG, WebP, AVIF, GIF, BMP, TIFF ...)"
        disabled={converting}
        onFile={(f) => send({ type: 'FILE_SELECTED', file: f })}
        onRemove={() => send({ type: 'FILE_REMOVED' })}
      />
      <div className="mt-6 grid items-end gap-4 sm:grid-cols-2">
        <Select label="Output format" value={format} options={FORMAT_OPTIONS} disabled={converting} onChange={(f) => send({ type: 'SET_FORMAT', format: f })} />
        <button type="button" className="btn-primary" disabled={!canConvert || converting} onClick={() => send({ type: 'CONVERT' })}>
          {converting ? 'Converting...' : 'Convert'}
        </button>
      </div>
      {!format && <p className="mt-2 text-sm text-slate-600">Choose an output format to convert to.</p>}
      {snapshot.matches('converted') && result && (
        <div className="mt-6 space-y-3" data-testid="convert-result">
          {result.mime === 'image/tiff' ? (
            <p className="text-sm text-slate-600">Browsers cannot show TIFF previews; the file is ready to download.</p>
          ) : (
            <BlobImage blob={result.blob} alt={`Converted preview of ${file?.name ?? 'your image'}`} className="mx-auto max-h-[300px] w-auto rounded border border-slate-200" />
          )}
          <p className="text-sm text-slate-600">
            {result.fileName}: {toMB(result.blob.size)} MB, {result.width} x {result.height} px
            {result.fellBack ? ' (converted to PNG format)' : ''}
          </p>
          {result.animationFrames && (
            <p role="status" className="rounded bg-amber-50 px-2 py-1 text-sm text-amber-900" data-testid="first-frame-note">
              {firstFrameNote(result.animationFrames)}
            </p>
          )}
          <button type="button" className="btn-primary" onClick={() => saveBlob(result.blob, result.fileName)}>
            Download
          </button>
        </div>
      )}
    </ToolPage>
  );
}
