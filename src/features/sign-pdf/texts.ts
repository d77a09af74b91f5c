/** Every toast and fixed sentence of /sign-pdf. */
import { tool } from '../../toolPages/sign-pdf';
import { pagesToolTexts } from '../../ui/pdfPages/pagesToolTexts';

const words = pagesToolTexts({
  tool,
  failureText: 'There was an error signing your PDF. Please try again.',
  action: 'Signing',
  outputs: 'PDFs',
});

export const texts = {
  ...words,
  invalid: (reason: string) => ({ title: 'Check the placements', description: reason, variant: 'destructive' as const }),
};

/** Said on the page, always: what this tool's signature is and is not. */
export const VISUAL_SIGNATURE_NOTE =
  'This adds a visual signature: a picture of your signature (and the date or initials) drawn into the page. It is not a certificate-based digital signature, and it does not prove who signed.';

/** The signed-file warning (consent step). */
export const SIGNED_CONSENT = {
  warning:
    'This PDF carries a certificate-based digital signature. Adding a visual signature changes the file, so its existing digital signature will no longer be valid.',
  go: 'Sign anyway',
  stopHint: 'To keep the digital signature, choose another file instead.',
};
