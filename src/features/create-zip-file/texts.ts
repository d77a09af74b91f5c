/** Every toast of /create-zip-file, exactly as the spec's error catalogue words them. */
import { formatSize } from '../../lib/formatSize';
import type { ZipTexts } from '../../machines/createZip.machine';

export const texts: ZipTexts = {
  noFiles: { title: 'No files selected', description: 'Please add at least one file to create a ZIP file', variant: 'destructive' },
  noPassword: { title: 'Password needed', description: 'Type a password, or untick "Protect with a password".', variant: 'destructive' },
  invalidName: { title: 'Invalid ZIP name', description: 'Please enter a valid name for your ZIP file.', variant: 'destructive' },
  failure: (reason) => ({
    title: 'Error Creating ZIP File',
    description: reason ?? 'There was an error creating your ZIP file. Please try again.',
    variant: 'destructive',
  }),
  noArchive: { title: 'No ZIP File Available', description: 'Please create a ZIP file first before downloading.', variant: 'destructive' },
  created: (fileCount, _level, name) => ({
    title: 'ZIP File Created Successfully',
    description: `Successfully created "${name}" with ${fileCount} files.`,
    variant: 'success',
  }),
  downloadStarted: (name, size) => ({
    title: 'Download Started',
    description: `Your ZIP file "${name}" (${formatSize(size)}) is downloading.`,
  }),
};
