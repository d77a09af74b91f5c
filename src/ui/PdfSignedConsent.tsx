interface PdfSignedConsentProps {
  /** What rewriting does to the signature. */
  warning: string;
  /** The button that agrees and starts: 'Compress anyway'. */
  go: string;
  /** How to stop: remove the file or choose another. */
  stopHint: string;
  onGo: () => void;
}

/** The consent step of a PDF tool that rewrites a signed file (see pdfTool.machine's `consentForSigned`). */
export function PdfSignedConsent({ warning, go, stopHint, onGo }: PdfSignedConsentProps) {
  return (
    <div role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4" data-testid="pdf-signed-warning">
      <p className="text-sm text-amber-900">{warning}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className="btn-primary" onClick={onGo}>
          {go}
        </button>
      </div>
      <p className="mt-2 text-xs text-amber-900">{stopHint}</p>
    </div>
  );
}
