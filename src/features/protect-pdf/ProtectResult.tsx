import { useCallback } from 'react';
import { t } from '../../i18n/messages';
import type { ProtectedPdf } from '../../machines/protectPdf.machine';
import type { DownloadPayload } from '../../machines/downloadCountdown.machine';
import { formatSize } from '../../lib/formatSize';
import { showToast } from '../../lib/toast';
import type { PdfPermissions } from '../../wasm/pdf';
import { DownloadButton } from '../../ui/DownloadButton';
import { downloadStartedToast, notes as NOTES } from './texts';

const PERMISSION_WORDS: [keyof PdfPermissions, string][] = [
  ['print', 'protectPdf.may.print'],
  ['copy', 'protectPdf.may.copy'],
  ['edit', 'protectPdf.may.edit'],
  ['annotate', 'protectPdf.may.annotate'],
  ['fillForms', 'protectPdf.may.fillForms'],
];

/** 'may print and fill in forms; may not copy, edit or comment'. */
export function permissionSummary(permissions: PdfPermissions): string {
  const effective = { ...permissions, fillForms: permissions.fillForms || permissions.annotate };
  const list = (words: string[], last: 'and' | 'or') =>
    words.length > 1
      ? t(last === 'and' ? 'protectPdf.may.listAnd' : 'protectPdf.may.listOr', { list: words.slice(0, -1).join(', '), last: words[words.length - 1] })
      : words[0];
  const allowed = PERMISSION_WORDS.filter(([key]) => effective[key]).map(([, word]) => t(word));
  const denied = PERMISSION_WORDS.filter(([key]) => !effective[key]).map(([, word]) => t(word));
  const may = allowed.length > 0 ? t('protectPdf.may.may', { list: list(allowed, 'and') }) : '';
  const mayNot = denied.length > 0 ? t('protectPdf.may.mayNot', { list: list(denied, 'or') }) : '';
  return [may, mayNot].filter(Boolean).join('; ');
}

/** The protected copy: what it is, what it asks for, the notes that matter, and the download. */
export function ProtectResult({ result, signed }: { result: ProtectedPdf; signed: boolean }) {
  const onStarted = useCallback((p: DownloadPayload) => showToast(downloadStartedToast(p.blob.size)), []);
  const notes = [
    result.access === 'unlocked' ? NOTES.unlocked() : undefined,
    result.access === 'restrictionsRemoved' ? NOTES.restrictionsRemoved() : undefined,
    result.pdfaDropped ? NOTES.pdfaDropped() : undefined,
    signed ? NOTES.signed() : undefined,
  ].filter((note): note is string => note !== undefined);
  return (
    <div className="mt-6 rounded-lg border border-emerald-200 bg-emerald-50 p-4" data-testid="pdf-result">
      <p className="truncate font-medium text-slate-900">{result.fileName}</p>
      <p className="text-sm text-slate-700">
        {t('protectPdf.result.facts', { size: formatSize(result.blob.size), pages: result.pages, encryption: result.encryption })}
      </p>
      <ul className="mt-3 list-disc space-y-1 ps-5 text-sm text-slate-700">
        <li>{t('protectPdf.result.opensOnly')}</li>
        <li>
          {result.permissions
            ? t('protectPdf.result.limits', { summary: permissionSummary(result.permissions) })
            : t('protectPdf.result.noLimits')}
        </li>
      </ul>
      {notes.map((note) => (
        <p key={note} className="mt-3 text-sm text-slate-700" data-testid="pdf-access-note">
          {note}
        </p>
      ))}
      <p className="mt-3 text-sm font-medium text-amber-900">{NOTES.remember()}</p>
      <div className="mt-4">
        <DownloadButton payload={{ blob: result.blob, fileName: result.fileName }} label={t('protectPdf.result.download')} onStarted={onStarted} />
      </div>
    </div>
  );
}
