import type { ComponentType, ReactNode } from 'react';
import { t } from '../../i18n/messages';
import type { EngineResult } from '../../machines/fileTool.machine';
import { CompressedImageSummary } from './CompressedImageSummary';
import type { DownloadButton as DownloadButtonType } from '../DownloadButton';
import { ImageCompare } from './ImageCompare';

export interface ImageResultDownloads {
  compressedLabel: string;
  /**
   * Show 'Download Original' beside the compressed file (hidden when it is not smaller); otherwise
   * one button, which offers the original when the compressed file is not smaller.
   */
  keepOriginal: boolean;
  /** Compare before and after even when the compressed file is not smaller. */
  compareNotSmaller: boolean;
}

interface ImageResultProps extends ImageResultDownloads {
  file: File;
  result: EngineResult;
  /** Shown under the summary (a size target met or missed). */
  note?: ReactNode;
  /**
   * The page's DownloadButton, handed in rather than imported: the button is in every tool's first
   * load, and importing it from this lazily loaded view would split the chunks that first load uses.
   */
  DownloadButton: ComponentType<Parameters<typeof DownloadButtonType>[0]>;
}

/** An image compressor's result: summary, before/after comparison, downloads. */
export function ImageResult({ file, result, note, compressedLabel, keepOriginal, compareNotSmaller, DownloadButton }: ImageResultProps) {
  const compressed = { blob: result.blob, fileName: result.fileName };
  return (
    <div className="mt-6 space-y-4">
      <CompressedImageSummary originalName={file.name} originalType={file.type} result={result} />
      {note}
      {(compareNotSmaller || !result.notSmaller) && <ImageCompare before={file} after={result.blob} />}
      {keepOriginal ? (
        <div className="flex flex-wrap gap-3">
          <DownloadButton className="btn-secondary" payload={{ blob: file, fileName: file.name }} label={t('download.original')} />
          {!result.notSmaller && <DownloadButton payload={compressed} label={compressedLabel} />}
        </div>
      ) : (
        <DownloadButton payload={compressed} label={result.notSmaller ? t('download.original') : compressedLabel} />
      )}
    </div>
  );
}
