/** What the one-image result and the many-images list share: the shaded text, Copy, and "Make a searchable PDF". */
import { useCallback, useState } from 'react';
import { t } from '../../i18n/messages';
import { showToast } from '../../lib/toast';
import { DownloadButton } from '../../ui/DownloadButton';
import type { OcrPage } from '../../wasm/ocr';
import type { Recognised } from './engine';
import { searchablePdfFailure } from './texts';

/** Confidence shading: unsure words stand out. */
const shade = (confidence: number) => (confidence < 60 ? 'bg-amber-300' : confidence < 80 ? 'bg-amber-100' : '');

/** The words read, line by line, each shaded by how sure the engine was (its percentage in the title). */
export function ShadedText({ page, label, className = 'max-h-96' }: { page: OcrPage; label: string; className?: string }) {
  return (
    <div className={`${className} overflow-auto rounded border border-slate-200 bg-white p-3 text-sm leading-relaxed text-slate-900`} data-testid="ocr-text" tabIndex={0} aria-label={label}>
      {page.lines.map((line, i) => (
        <p key={i}>
          {line.words.map((word, j) => (
            <span key={j}>
              <span className={shade(word.confidence)} title={t('imageToText.result.sure', { percent: Math.round(word.confidence) })}>
                {word.text}
              </span>{' '}
            </span>
          ))}
        </p>
      ))}
    </div>
  );
}

/** Copies `text`, then says so on the button. */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    setCopied(true);
  };
  return (
    <button type="button" className="btn-secondary" onClick={() => void copy()}>
      {copied ? t('imageToText.result.copied') : label}
    </button>
  );
}

type PdfState = { state: 'idle' } | { state: 'building' } | { state: 'ready'; blob: Blob; fileName: string };

/** "Make a searchable PDF": the images as pages, in their order, with the words read laid invisibly over each. Give it a `key` that changes with the images. */
export function SearchablePdf({ images }: { images: readonly { file: File; recognised: Recognised }[] }) {
  const [pdf, setPdf] = useState<PdfState>({ state: 'idle' });
  const onStarted = useCallback(() => showToast({ title: t('imageToText.toast.download.title'), description: t('imageToText.toast.pdfDownload'), variant: 'success' }), []);
  const make = async () => {
    setPdf({ state: 'building' });
    try {
      const { makeSearchablePdf } = await import('./searchablePdf');
      setPdf({ state: 'ready', ...(await makeSearchablePdf(images)) });
    } catch (error) {
      setPdf({ state: 'idle' });
      showToast({ title: t('imageToText.toast.pdfFailed.title'), description: searchablePdfFailure(error), variant: 'destructive' });
    }
  };
  if (pdf.state === 'ready') return <DownloadButton payload={{ blob: pdf.blob, fileName: pdf.fileName }} label={t('imageToText.pdf.download')} className="btn-secondary" onStarted={onStarted} />;
  return (
    <button type="button" className="btn-secondary" disabled={pdf.state === 'building'} onClick={() => void make()}>
      {pdf.state === 'building' ? t('imageToText.pdf.busy') : t('imageToText.pdf.make')}
    </button>
  );
}
