/** The ZIP pages' toasts, exactly as the spec's error catalogue words them, in one place. */
import { formatSize } from '../lib/formatSize';
import type { ToastMessage } from '../lib/toast';

export type ZipVariant = 'creator' | 'file';

export const DEFAULT_ZIP_NAME = 'archive.zip';

/** The download name: '.zip' appended unless it already ends in .zip (any case). */
export const zipFileName = (name: string) => {
  const trimmed = name.trim();
  return /\.zip$/i.test(trimmed) ? trimmed : `${trimmed}.zip`;
};

export const zipTexts = {
  noFiles: (variant: ZipVariant): ToastMessage => ({
    title: 'No files selected',
    description: `Please add at least one file to create a ZIP ${variant === 'file' ? 'file' : 'archive'}`,
    variant: 'destructive',
  }),
  invalidName: { title: 'Invalid ZIP name', description: 'Please enter a valid name for your ZIP file.', variant: 'destructive' } as ToastMessage,
  failure: (reason?: string): ToastMessage => ({
    title: 'Error Creating ZIP File',
    description: reason ?? 'There was an error creating your ZIP file. Please try again.',
    variant: 'destructive',
  }),
  noArchive: { title: 'No ZIP File Available', description: 'Please create a ZIP file first before downloading.', variant: 'destructive' } as ToastMessage,
  created: (variant: ZipVariant, fileCount: number, level: number, name: string): ToastMessage => ({
    title: 'ZIP File Created Successfully',
    description:
      variant === 'file'
        ? `Successfully created "${name}" with ${fileCount} files.`
        : `${fileCount} ${fileCount === 1 ? 'file' : 'files'} compressed at level ${level}.`,
    variant: 'success',
  }),
  downloadStarted: (name: string, size: number): ToastMessage => ({
    title: 'Download Started',
    description: `Your ZIP file "${name}" (${formatSize(size)}) is downloading.`,
  }),
};
