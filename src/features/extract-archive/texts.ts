/** Every toast of /extract-archive, and the engine's problems in the page's language (extractArchive.* in its catalog). */
import { t } from '../../i18n/messages';
import { formatBytes } from '../../lib/formatSize';
import type { ExtractArchiveTexts, ShownProblem } from '../../machines/extractArchive.machine';

/** A problem of the archive engine (its code), or 'unknown' for any other failure, as a sentence. */
export const problemText = (problem: ShownProblem) => t(`extractArchive.problem.${problem}`);

/** Getters and functions: the words are read in the page's language when the machine shows a toast. */
export const texts: ExtractArchiveTexts = {
  refused: (problem) => ({ title: t('extractArchive.toast.refused.title'), description: problemText(problem), variant: 'destructive' }),
  get noSelection() {
    return { title: t('extractArchive.toast.noSelection.title'), description: t('extractArchive.toast.noSelection.text'), variant: 'destructive' as const };
  },
  get needsPassword() {
    return { title: t('extractArchive.toast.needsPassword.title'), description: problemText('needsPassword'), variant: 'destructive' as const };
  },
  get wrongPassword() {
    return { title: t('extractArchive.toast.wrongPassword.title'), description: problemText('wrongPassword'), variant: 'destructive' as const };
  },
  extracted: (report) => {
    const size = formatBytes(report.bytes);
    const sentences = [
      report.savedTo
        ? t('extractArchive.toast.extracted.doneTo', { count: report.files, folder: report.savedTo, size })
        : t('extractArchive.toast.extracted.done', { count: report.files, size }),
    ];
    if (report.failed.length) sentences.push(t('extractArchive.toast.extracted.failed', { count: report.failed.length }));
    if (report.refused.length) sentences.push(t('extractArchive.toast.extracted.refused', { count: report.refused.length }));
    return {
      title: report.failed.length ? t('extractArchive.toast.extracted.problemsTitle') : t('extractArchive.toast.extracted.title'),
      description: sentences.join(' '),
      variant: report.failed.length ? 'default' : 'success',
    };
  },
  failed: (problem) => ({ title: t('extractArchive.toast.failed.title'), description: problemText(problem), variant: 'destructive' }),
  get cancelled() {
    return { title: t('extractArchive.toast.cancelled.title'), description: t('extractArchive.toast.cancelled.text') };
  },
};
