import { useEffect, useMemo } from 'react';
import { t } from '../../i18n/messages';
import { saveBlob } from '../../lib/download';
import { formatBytes } from '../../lib/formatSize';
import type { Base64Result } from '../../machines/base64Tool.machine';

type DecodedFile = Extract<Base64Result, { kind: 'decodedFile' }>;

/** The rebuilt file: its detected type and size, a preview when it is an image, and Download. */
export function DecodedFileCard({ result }: { result: DecodedFile }) {
  const isImage = result.mime.startsWith('image/');
  const url = useMemo(() => (isImage ? URL.createObjectURL(result.blob) : null), [isImage, result.blob]);
  useEffect(() => () => {
    if (url) URL.revokeObjectURL(url);
  }, [url]);
  return (
    <section aria-label={t('base64Tool.decodeFile.output')} className="flex flex-wrap items-center gap-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
      {url && <img src={url} alt={t('base64Tool.decodeFile.preview')} className="max-h-32 max-w-32 rounded border border-slate-200 bg-white object-contain" />}
      <div className="min-w-0 flex-1">
        <p className="font-medium text-slate-800" data-testid="decoded-name">
          {result.fileName}
        </p>
        <p className="text-sm text-slate-600">
          <span data-testid="decoded-type">{result.mime}</span> · {formatBytes(result.blob.size)}
        </p>
      </div>
      <button type="button" className="btn-primary" onClick={() => saveBlob(result.blob, result.fileName)}>
        {t('base64Tool.decodeFile.download')}
      </button>
    </section>
  );
}
