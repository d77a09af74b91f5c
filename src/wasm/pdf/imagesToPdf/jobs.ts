/** The images-to-PDF worker's jobs and answers (shared by the worker entry and its client). */
import type { PageLayout } from './layout';
import type { CheckedImage } from './source';

export type ImagesToPdfJob =
  | { kind: 'check'; buffer: ArrayBuffer }
  | { kind: 'build'; files: { name: string; buffer: ArrayBuffer }[]; layout: PageLayout };

export type ImagesToPdfReply = CheckedImage | { pages: number; buffer: ArrayBuffer };
