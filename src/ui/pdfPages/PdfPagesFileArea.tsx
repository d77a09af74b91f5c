import { Suspense } from 'react';
import { t } from '../../i18n/messages';
import type { PagesProblem } from '../../machines/pdfTool.machine';
import { FileDropZone } from '../FileDropZone';
import { PdfPasswordField } from '../lazyPdfPasswordField';
import { pagesProblemText } from './pdfPagesProblems';

interface PdfPagesFileAreaProps {
  file: File | null;
  /** The page tool's state: idle, opening, locked, refused, consent, ready, processing or done. */
  state: string;
  pages: number;
  problem: PagesProblem | null;
  maxPages: number;
  maxMB: number;
  disabled: boolean;
  onFile: (file: File) => void;
  onPassword: (password: string) => void;
}

/**
 * The upload area of the PDF page tools and what became of the chosen file: being opened, waiting
 * for its password, refused (with the reason, the area still takes another file), or open with
 * its page count.
 */
export function PdfPagesFileArea({ file, state, pages, problem, maxPages, maxMB, disabled, onFile, onPassword }: PdfPagesFileAreaProps) {
  return (
    <div>
      <FileDropZone
        title={t(file ? 'pdfPages.dropAnother' : 'pdfPages.drop')}
        hint={t('pdfPages.hint', { maxMB, maxPages })}
        accept="application/pdf"
        disabled={disabled}
        onFiles={(files) => files[0] && onFile(files[0])}
      />
      {file && (
        <p className="mt-3 text-sm text-slate-700" role="status" data-testid="pdf-status">
          <span className="font-medium">{file.name}</span>
          {state === 'opening' && t('pdfPages.opening')}
          {pages > 0 && state !== 'opening' && t('pdfPages.pageCount', { count: pages })}
        </p>
      )}
      {state === 'locked' && file && (
        <Suspense fallback={null}>
          <PdfPasswordField fileName={file.name} wrong={problem === 'wrongPassword'} onUnlock={onPassword} />
        </Suspense>
      )}
      {state === 'refused' && problem && (
        <p role="alert" className="mt-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800" data-testid="pdf-problem">
          {pagesProblemText(problem, maxPages)} {t('pdfPages.chooseAnother')}
        </p>
      )}
    </div>
  );
}
