/** The jobs the image worker understands (shared by the worker and its client). */
import type { CompressResult, CompressSettings } from './compressImage';
import type { ConvertResult, ConvertTarget } from './convertImage';
import type { PreviewResult } from './previewImage';

export type ImageJob =
  | { type: 'compress'; bytes: ArrayBuffer; settings: CompressSettings }
  | { type: 'convert'; bytes: ArrayBuffer; target: ConvertTarget }
  | { type: 'preview'; bytes: ArrayBuffer };

export type ImageJobResult = CompressResult | ConvertResult | PreviewResult;
