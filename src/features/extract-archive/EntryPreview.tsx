/**
 * One file of the archive shown in the page, without extracting the rest: only this entry is read
 * (in the archive worker, its checksum checked), then shown as an image, text, a PDF's pages
 * (drawn by the page renderer's worker) or audio and video. Nothing is saved unless asked.
 */
import { useEffect, useId, useState } from 'react';
import { t } from '../../i18n/messages';
import { saveBlob } from '../../lib/download';
import { archiveProblemOf, type ArchiveEntry } from '../../wasm/archive';
import { pdfProblemOf } from '../../wasm/pdf';
import { openPdfPages, type PdfPagesDocument } from '../../wasm/pdfRender';
import { readEntry } from './engine';
import { previewKindOf } from './preview';
import { problemText } from './texts';

const TEXT_BYTES = 256 * 1024;

interface Props {
  entry: ArchiveEntry;
  parts: readonly File[];
  password: string;
  onClose: () => void;
}

type Loaded = { blob: Blob; url: string; text?: string } | { problem: string };

export function EntryPreview({ entry, parts, password, onClose }: Props) {
  const id = useId();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const kind = previewKindOf(entry.path);
  const name = entry.safePath ?? entry.path;
  useEffect(() => {
    const controller = new AbortController();
    let url: string | null = null;
    readEntry(parts, entry, password, controller.signal)
      .then(async (blob) => {
        if (!blob) return setLoaded({ problem: t('extractArchive.preview.damaged') });
        url = URL.createObjectURL(blob);
        const text = kind === 'text' ? new TextDecoder().decode(await blob.slice(0, TEXT_BYTES).arrayBuffer()) : undefined;
        if (!controller.signal.aborted) setLoaded({ blob, url, text });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const problem = archiveProblemOf(error);
        setLoaded({ problem: problem ? problemText(problem) : t('extractArchive.preview.unreadable') });
      });
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [parts, entry, password, kind]);

  return (
    <section className="rounded-lg border border-slate-300 bg-white p-4" aria-labelledby={`${id}-title`} data-testid="archive-preview">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id={`${id}-title`} className="min-w-0 break-all font-semibold text-slate-800">
          {t('extractArchive.preview.title', { name })}
        </h3>
        <span className="flex gap-2">
          {loaded && 'blob' in loaded && (
            <button type="button" className="btn-secondary" onClick={() => saveBlob(loaded.blob, name.slice(name.lastIndexOf('/') + 1))}>
              {t('extractArchive.preview.save')}
            </button>
          )}
          <button type="button" className="btn-secondary" onClick={onClose}>
            {t('extractArchive.preview.close')}
          </button>
        </span>
      </div>
      {!loaded && <p role="status" className="text-sm text-slate-600">{t('extractArchive.preview.reading')}</p>}
      {loaded && 'problem' in loaded && (
        <p role="alert" className="text-sm text-red-800">
          {loaded.problem}
        </p>
      )}
      {loaded && 'url' in loaded && <Shown kind={kind} name={name} url={loaded.url} blob={loaded.blob} text={loaded.text} />}
    </section>
  );
}

function Shown({ kind, name, url, blob, text }: { kind: ReturnType<typeof previewKindOf>; name: string; url: string; blob: Blob; text?: string }) {
  if (kind === 'image') return <img src={url} alt={name} className="mx-auto max-h-[28rem] max-w-full object-contain" data-testid="archive-preview-image" />;
  if (kind === 'audio') return <audio src={url} controls className="w-full" aria-label={name} />;
  if (kind === 'video') return <video src={url} controls className="mx-auto max-h-[28rem] max-w-full" aria-label={name} />;
  if (kind === 'pdf') return <PdfPreview blob={blob} name={name} />;
  return (
    <>
      <pre className="max-h-[28rem] overflow-auto whitespace-pre-wrap break-words rounded bg-slate-50 p-3 text-xs text-slate-800" data-testid="archive-preview-text" tabIndex={0}>
        {text}
      </pre>
      {blob.size > TEXT_BYTES && <p className="mt-1 text-xs text-slate-600">{t('extractArchive.preview.firstKb', { kb: TEXT_BYTES / 1024 })}</p>}
    </>
  );
}

function PdfPreview({ blob, name }: { blob: Blob; name: string }) {
  const [document, setDocument] = useState<PdfPagesDocument | null>(null);
  const [page, setPage] = useState(1);
  const [image, setImage] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let opened: PdfPagesDocument | null = null;
    let live = true;
    openPdfPages(blob).then(
      (doc) => {
        opened = doc;
        if (live) setDocument(doc);
        else doc.close();
      },
      (error: unknown) => {
        const problem = pdfProblemOf(error);
        if (live) setProblem(problem ? t(`pdfProblem.${problem}`) : t('extractArchive.preview.pdfFailed'));
      },
    );
    return () => {
      live = false;
      opened?.close();
    };
  }, [blob]);
  useEffect(() => {
    if (!document) return;
    const controller = new AbortController();
    let url: string | null = null;
    document.renderPage(page, { fit: 1000, type: 'image/jpeg', quality: 0.85, signal: controller.signal }).then(
      (rendered) => {
        url = URL.createObjectURL(rendered.blob);
        setImage(url);
      },
      () => !controller.signal.aborted && setProblem(t('extractArchive.preview.pageFailed')),
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [document, page]);
  if (problem) return <p role="alert" className="text-sm text-red-800">{problem}</p>;
  if (!document) return <p role="status" className="text-sm text-slate-600">{t('extractArchive.preview.opening')}</p>;
  return (
    <div>
      <div className="mb-2 flex items-center justify-center gap-3 text-sm">
        <button type="button" className="btn-secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          {t('extractArchive.preview.previous')}
        </button>
        <span role="status">
          {t('extractArchive.preview.page', { page, pages: document.pages })}
        </span>
        <button type="button" className="btn-secondary" disabled={page >= document.pages} onClick={() => setPage(page + 1)}>
          {t('extractArchive.preview.next')}
        </button>
      </div>
      {image && <img src={image} alt={t('extractArchive.preview.pageAlt', { page, name })} className="mx-auto max-h-[36rem] max-w-full border border-slate-200" data-testid="archive-preview-pdf" />}
    </div>
  );
}
