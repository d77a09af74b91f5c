/** Every toast of /extract-archive. */
import { formatBytes } from '../../lib/formatSize';
import type { ExtractArchiveTexts } from '../../machines/extractArchive.machine';

const files = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'file' : 'files'}`;

export const texts: ExtractArchiveTexts = {
  refused: (message) => ({ title: 'Cannot Open This Archive', description: message, variant: 'destructive' }),
  noSelection: { title: 'No files selected', description: 'Tick at least one file to extract, or use Extract All.', variant: 'destructive' },
  needsPassword: { title: 'Password Needed', description: 'This archive is password-protected. Enter its password to extract the files.', variant: 'destructive' },
  wrongPassword: { title: 'Wrong Password', description: 'That password does not open this archive. Check it and try again.', variant: 'destructive' },
  extracted: (report) => {
    const where = report.savedTo ? ` to "${report.savedTo}"` : '';
    const done = `${files(report.files)} extracted${where} (${formatBytes(report.bytes)}).`;
    const failed = report.failed.length ? ` ${files(report.failed.length)} could not be read (damaged).` : '';
    const refused = report.refused.length ? ` ${files(report.refused.length)} skipped for safety.` : '';
    return {
      title: report.failed.length ? 'Extracted With Problems' : 'Files Extracted',
      description: done + failed + refused,
      variant: report.failed.length ? 'default' : 'success',
    };
  },
  failed: (message) => ({ title: 'Error Extracting Files', description: message, variant: 'destructive' }),
  cancelled: { title: 'Extraction Cancelled', description: 'Files already saved stay where they are; the one being written was discarded.' },
};
