import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { t } from '../../i18n/messages';
import { releasePdfPages } from '../../machines/pdfPages.actor';
import { createSignPdfMachine, validateSign } from '../../machines/signPdf.machine';
import { tool } from '../../toolPages/sign-pdf';
import { PdfPagesLayout, type PdfPagesLayoutWiring } from '../../ui/pdfPages/PdfPagesLayout';
import { usePdfTool } from '../../ui/usePdfTool';
import type { PdfPagesDocument } from '../../wasm/pdfRender';
import { readToolCopy } from '../../ui/toolCopy';
import { guide } from './copy';
import { signer, signOpener } from './engine';
import { signedConsent, signWords, texts, visualSignatureNote } from './texts';

// The drawing pad, fonts, placement area and saved signatures: loaded once a PDF is open.
const SignEditor = lazy(() => import('./SignEditor'));

const machine = createSignPdfMachine(texts, { maxPages: tool.maxPages ?? 500, maxBytes: (tool.maxMB ?? 150) * 1024 * 1024 }, signWords).provide({
  actors: { opener: signOpener, processor: signer },
  actions: { releaseDocument: ({ context }) => releasePdfPages(context.document) },
});

export default function SignPdfPage() {
  const { snapshot, state, send, actor } = usePdfTool(machine);
  useEffect(() => () => releasePdfPages(actor.getSnapshot().context.document), [actor]);
  const { context } = snapshot;
  const { pages, options, file } = context;
  const document = context.document as PdfPagesDocument | null;
  // The page shown to place marks on; a new file starts on its first page.
  const [shown, setShown] = useState<{ file: File | null; page: number }>({ file: null, page: 1 });
  const page = shown.file === file ? Math.min(shown.page, Math.max(pages, 1)) : 1;
  const setPage = (next: number) => setShown({ file, page: next });

  const selected = useMemo(() => new Set(options.placements.map((p) => p.page)), [options.placements]);
  const invalid = pages > 0 ? validateSign(options, pages, signWords) : null;
  const summary = invalid ?? t('signPdf.summary', { marks: options.placements.length, pages: selected.size, page: [...selected][0] ?? '' });
  const wiring: PdfPagesLayoutWiring = { state, context, send, selected, onToggle: setPage };

  return (
    <PdfPagesLayout
      tool={tool}
      copy={readToolCopy('signPdf')}
      guide={guide()}
      {...wiring}
      notice={
        <p role="note" className="mt-4 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900" data-testid="visual-signature-note">
          {visualSignatureNote()}
        </p>
      }
      options={
        document && pages > 0 ? (
          <Suspense fallback={<p className="mt-4 text-sm text-slate-700">{t('signPdf.loading')}</p>}>
            <SignEditor
              document={document}
              pages={pages}
              options={options}
              disabled={state === 'processing'}
              page={page}
              onPage={setPage}
              onChange={send.setOptions}
            />
          </Suspense>
        ) : null
      }
      summary={summary}
      labels={{
        action: t('signPdf.action.sign'),
        busy: t('signPdf.action.busy'),
        progress: t('signPdf.action.progress'),
        resultTitle: t('signPdf.result.title'),
        resultSummary: () => t('signPdf.result.summary', { count: options.placements.length }),
        download: () => t('signPdf.result.download'),
        consent: signedConsent(),
      }}
    />
  );
}
