import { t } from '../../i18n/messages';
import { saveBlob } from '../../lib/download';
import type { Base64Result } from '../../machines/base64Tool.machine';
import { ProgressBar } from '../../ui/ProgressBar';
import { UploadArea } from '../../ui/UploadArea';
import { copyToClipboard } from './copyToClipboard';
import { PREVIEW_CHARS } from '../../wasm/base64';

type EncodedFile = Extract<Base64Result, { kind: 'encodedFile' }>;

interface FilePanelProps {
  file: File | null;
  result: Base64Result | undefined;
  busy: boolean;
  progress: number;
  onFile: (file: File) => void;
  onRemove: () => void;
  onCancel: () => void;
  onCopied: (ok: boolean) => void;
}

const ANY_TYPE = ['*'];
const sizeInKB = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

/** File to Base64: any file, its name and size in KB, a preview of the text, Copy Base64 and Download. */
export function FilePanel({ file, result, busy, progress, onFile, onRemove, onCancel, onCopied }: FilePanelProps) {
  const encoded: EncodedFile | null = result?.kind === 'encodedFile' ? result : null;
  return (
    <div className="grid gap-4">
      {/* One line of visible text that is also the zone's whole accessible name (axe: label-content-name-mismatch). */}
      <UploadArea accept={ANY_TYPE} onFile={onFile} onRemove={onRemove} title={t('base64Tool.encodeFile.upload')} hint="" />
      {file && (
        <p className="text-sm text-slate-700" data-testid="selected-file">
          {t('base64Tool.encodeFile.selected')} <span className="font-medium">{file.name}</span> {t('base64Tool.encodeFile.size', { size: sizeInKB(file.size) })}
        </p>
      )}
      {busy && (
        <div className="flex items-end gap-3">
          <ProgressBar value={progress * 100} label={t('base64Tool.encodeFile.progress')} />
          <button type="button" className="btn-secondary" onClick={onCancel}>
            {t('base64Tool.encodeFile.cancel')}
          </button>
        </div>
      )}
      {encoded && <EncodedOutput encoded={encoded} onCopied={onCopied} />}
    </div>
  );
}

function EncodedOutput({ encoded, onCopied }: { encoded: EncodedFile; onCopied: (ok: boolean) => void }) {
  const truncated = encoded.length > encoded.preview.length;
  return (
    <div>
      <label htmlFor="encodeFile-output" className="mb-1 block text-sm font-medium text-slate-700">
        {t('base64Tool.output')}
      </label>
      <textarea
        id="encodeFile-output"
        rows={8}
        readOnly
        value={encoded.preview}
        aria-describedby="encodeFile-note"
        className="w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500"
      />
      <p id="encodeFile-note" className="mt-1 text-xs text-slate-600" data-testid="output-note">
        {truncated ? t('base64Tool.encodeFile.truncated', { shown: PREVIEW_CHARS, count: encoded.length }) : t('base64Tool.encodeFile.characters', { count: encoded.length })}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" onClick={async () => onCopied(await copyToClipboard(encoded.blob))}>
          {t('base64Tool.encodeFile.copy')}
        </button>
        <button type="button" className="btn-secondary" onClick={() => saveBlob(encoded.blob, encoded.fileName)}>
          {t('base64Tool.download')}
        </button>
      </div>
    </div>
  );
}
