import type { ReactNode } from 'react';
import type { BatchTexts } from '../../machines/imageBatch.machine';
import type { EngineResult, FileToolMachine } from '../../machines/fileTool.machine';
import type { Tool } from '../../tools';
import type { CompressSettings } from '../../wasm/image';
import { CompressorLayout, type CompressorView } from '../CompressorLayout';
import { DownloadButton } from '../DownloadButton';
import { ImageBatch } from './lazyImageBatch';
import type { ImageResultDownloads } from './ImageResult';
import { ImageResult } from './lazyImageResult';
import type { ToolCopy } from '../toolCopy';

interface ImageCompressorLayoutProps<Options extends object> {
  tool: Tool;
  copy: ToolCopy;
  /** A fileTool machine with the page's engine provided. */
  machine: FileToolMachine<Options>;
  upload: { title: string; hint: string; invalidTypeText: string };
  actions: { label: string; progressLabel: string };
  options: (view: CompressorView<Options>) => ReactNode;
  remember?: { key: string; restore: (stored: unknown) => Partial<Options> };
  /** The many-images view: its machine id, the engine settings of the options, its toasts. */
  batch: { id: string; toSettings: (options: Options) => CompressSettings; texts: BatchTexts; pngPage?: boolean };
  /** The result's downloads (see ImageResult). */
  result: ImageResultDownloads;
  /** Shown under the result's summary (a size target met or missed). */
  note?: (done: { result: EngineResult; options: Options }) => ReactNode;
  /** The cross links under the tool. */
  links: ReactNode;
}

/**
 * The image compressors' page (image, JPG, PNG): CompressorLayout with the lazily loaded result
 * (summary, before/after comparison, downloads) and the many-images batch.
 */
export function ImageCompressorLayout<Options extends object>({ tool, upload, batch, result: downloads, note, links, ...layout }: ImageCompressorLayoutProps<Options>) {
  const rules = { accept: tool.accept, maxMB: tool.maxMB, invalidTypeText: upload.invalidTypeText };
  return (
    <CompressorLayout
      {...layout}
      tool={tool}
      relatedCategory="image"
      upload={upload}
      result={({ file, result, options }) => <ImageResult file={file} result={result} note={note?.({ result, options })} {...downloads} DownloadButton={DownloadButton} />}
      batch={(view) => <ImageBatch view={view} id={batch.id} rules={rules} toSettings={batch.toSettings} pngPage={batch.pngPage} texts={batch.texts} zipName="compressed_images.zip" />}
      after={() => <p className="mt-6 text-sm text-slate-600">{links}</p>}
    />
  );
}
