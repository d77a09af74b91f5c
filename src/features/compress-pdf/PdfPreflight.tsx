import type { PreflightView } from '../../ui/CompressorLayout';
import { PdfPasswordField } from '../../ui/PdfPasswordField';
import type { PdfNeed } from './engine';
import { SIGNED_STOP_HINT, SIGNED_WARNING } from './texts';

/** What the chosen PDF needs before it can be compressed: its password, or a yes for a signed file. */
export function PdfPreflight({ file, need, facts, answer }: PreflightView) {
  if ((need as PdfNeed) === 'password') {
    return <PdfPasswordField fileName={file.name} wrong={facts?.wrongPassword === true} onUnlock={(password) => answer({ password })} />;
  }
  return (
    <div role="alert" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4" data-testid="pdf-signed-warning">
      <p className="text-sm text-amber-900">{SIGNED_WARNING}</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className="btn-primary" onClick={() => answer({ signatureConsent: true }, true)}>
          Compress anyway
        </button>
      </div>
      <p className="mt-2 text-xs text-amber-900">{SIGNED_STOP_HINT}</p>
    </div>
  );
}
