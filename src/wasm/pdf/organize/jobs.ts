/** The Organize PDF worker's jobs and answers (shared by the worker entry and its client). */
import type { OrganizedPage } from './organize';

export interface PageSize {
  /** As a reader shows the page: its own rotation applied. */
  width: number;
  height: number;
}

export interface OrganizeInspection {
  pages: number;
  sizes: PageSize[];
}

export type OrganizeJob =
  | { kind: 'inspect'; buffer: ArrayBuffer; password?: string }
  | { kind: 'organize'; files: { buffer: ArrayBuffer; password?: string }[]; edits: OrganizedPage[] };

export type OrganizeReply = OrganizeInspection | { pages: number; buffer: ArrayBuffer };
