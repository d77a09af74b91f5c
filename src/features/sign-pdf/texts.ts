/** Every toast, check and fixed sentence of /sign-pdf, read in the page's language when shown (never at module level). */
import { t } from '../../i18n/messages';
import type { SignatureMark, SignWords } from '../../machines/signPdf.machine';
import { tool } from '../../toolPages/sign-pdf';
import { pagesToolTexts } from '../../ui/pdfPages/pagesToolTexts';

const words = pagesToolTexts({
  tool,
  failureText: () => t('signPdf.toast.failure'),
  action: () => t('signPdf.toast.action'),
  outputs: () => t('signPdf.toast.outputs'),
});

export const texts = {
  ...words,
  invalid: (reason: string) => ({ title: t('signPdf.toast.invalid'), description: reason, variant: 'destructive' as const }),
};

/** What the signer's checks say (the machine's English, from the catalog). */
export const signWords: SignWords = {
  nothingPlaced: () => t('signPdf.check.nothingPlaced'),
  deleted: () => t('signPdf.check.deleted'),
  noSuchPage: (page, pages) => t('signPdf.check.noSuchPage', { page, pages }),
  empty: (role) => t('signPdf.check.empty', { role }),
  notDrawable: (role) => t('signPdf.check.notDrawable', { role }),
};

/** Said on the page, always: what this tool's signature is and is not. */
export const visualSignatureNote = () => t('signPdf.visualNote');

/** The signed-file warning (consent step). */
export const signedConsent = () => ({
  warning: t('signPdf.signed.warning'),
  go: t('signPdf.signed.go'),
  stopHint: t('signPdf.signed.stopHint'),
});

/**
 * A mark's name: 'Signature', 'Signature 2', 'Date', 'Initials' (`inline`: as it reads inside a
 * sentence, 'signature 2'). `images`: the image marks, numbered when there are several.
 */
export function markName(mark: SignatureMark | undefined, images: SignatureMark[], inline = false): string {
  if (!mark) return t(inline ? 'signPdf.markInline.mark' : 'signPdf.mark.mark');
  if (mark.kind === 'text') {
    if (mark.role === 'date') return t(inline ? 'signPdf.markInline.date' : 'signPdf.mark.date');
    return t(inline ? 'signPdf.markInline.initials' : 'signPdf.mark.initials');
  }
  if (images.length > 1) return t(inline ? 'signPdf.markInline.signatureN' : 'signPdf.mark.signatureN', { n: images.indexOf(mark) + 1 });
  return t(inline ? 'signPdf.markInline.signature' : 'signPdf.mark.signature');
}
