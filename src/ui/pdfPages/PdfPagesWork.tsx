import type { ReactNode } from 'react';
import { t } from '../../i18n/messages';
import type { PdfPagesDocument } from '../../wasm/pdfRender';
import { PdfPageGrid } from './PdfPageGrid';
import { PdfSignedConsent } from '../PdfSignedConsent';
import { ProgressBar } from '../ProgressBar';

interface PdfPagesWorkProps {
  document: PdfPagesDocument;
  fileName: string;
  processing: boolean;
  progress: number;
  options: ReactNode;
  summary: string | null;
  selected: ReadonlySet<number>;
  onToggle: (page: number) => void;
  /** Drawn over each thumbnail (PdfPagesLayout's `preview`). */
  preview?: (page: number) => ReactNode;
  /** The action's label, its label while busy, and the progress bar's (PdfPagesLayout's labels). */
  labels: { action: string; busy: string; progress: string };
  /** The signed-file warning, while the tool waits for the yes (consentForSigned). */
  consent?: { warning: string; go: string; stopHint: string };
  onConsent: () => void;
  onProcess: () => void;
  onCancel: () => void;
}

/**
 * What a PDF page tool shows once its PDF is open: the options, what they will make, the page grid,
 * the signed-file warning of a tool that rewrites the file, and the action with Cancel and progress.
 * PdfPagesLayout loads it then.
 */
export function PdfPagesWork(props: PdfPagesWorkProps) {
  const { document, fileName, processing, progress, options, summary, selected, onToggle, preview, labels, consent, onConsent, onProcess, onCancel } = props;
  return (
    <>
      {options}
      <p className="mt-3 text-sm text-slate-700" aria-live="polite" data-testid="pages-summary">
        {summary}
      </p>
      <div className="mt-4">
        <PdfPageGrid document={document} selected={selected} onToggle={onToggle} preview={preview} label={t('pdfPages.gridLabel', { name: fileName })} />
      </div>
      {consent && <PdfSignedConsent {...consent} onGo={onConsent} />}
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" className="btn-primary" disabled={processing} onClick={onProcess}>
          {processing ? labels.busy : labels.action}
        </button>
        {processing && (
          <button type="button" className="btn-secondary" onClick={onCancel}>
            {t('action.cancel')}
          </button>
        )}
      </div>
      {processing && (
        <div className="mt-4">
          <ProgressBar value={progress * 100} label={labels.progress} />
        </div>
      )}
    </>
  );
}
