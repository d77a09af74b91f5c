import { lazy, Suspense } from 'react';
import { t } from '../i18n/messages';
import type { PagesProblem } from '../machines/pdfTool.machine';
import { PdfPasswordField } from './lazyPdfPasswordField';

// Needed only for a signed file: not part of a page's first load.
const PdfSignedConsent = lazy(() => import('./PdfSignedConsent').then((module) => ({ default: module.PdfSignedConsent })));

/**
 * What a tool on one PDF without a page grid (compress, protect, unlock, OCR) shows while its file
 * gets ready, by the PDF-tool lifecycle's state: 'Checking <name>...' while it opens, the password
 * field of a protected file, and the warning before a signed file is rewritten, with the tool's
 * own words for going on.
 */
export function PdfFileSteps({
  state,
  file,
  problem,
  password,
  consent,
}: {
  state: string;
  file: File | null;
  problem: PagesProblem | null;
  password: { onUnlock: (password: string) => void; outcome?: string };
  consent: { warning: string; go: string; stopHint: string; onGo: () => void };
}) {
  if (!file) return null;
  if (state === 'opening') {
    return (
      <p className="mt-4 text-sm text-slate-600" role="status">
        {t('pdfFile.checking', { name: file.name })}
      </p>
    );
  }
  if (state === 'locked') {
    return (
      <Suspense fallback={null}>
        <PdfPasswordField fileName={file.name} wrong={problem === 'wrongPassword'} onUnlock={password.onUnlock} {...(password.outcome ? { outcome: password.outcome } : {})} />
      </Suspense>
    );
  }
  if (state === 'consent') {
    return (
      <Suspense fallback={null}>
        <PdfSignedConsent {...consent} />
      </Suspense>
    );
  }
  return null;
}
