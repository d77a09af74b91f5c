/** Every toast of /pdf-merger, worded as the spec's error catalogue (section 8). */
import type { MergerTexts } from '../../machines/pdfMerger.machine';

export const texts: MergerTexts = {
  invalidFiles: { title: 'Invalid files', description: 'Please select only PDF files.', variant: 'destructive' },
  notEnough: { title: 'Not enough files', description: 'Please select at least 2 PDF files to merge.', variant: 'destructive' },
  unreadable: (summary) => ({ title: 'Error', description: summary, variant: 'destructive' }),
  success: { title: 'Success!', description: 'PDFs merged successfully.', variant: 'success' },
  failure: (reason) => ({ title: 'Error', description: reason ?? 'Failed to merge PDFs. Please try again.', variant: 'destructive' }),
};
