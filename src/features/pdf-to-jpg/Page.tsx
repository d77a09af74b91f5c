import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { inspectOptions } from '../../lib/inspect';
import { pageImageSize } from '../../lib/pageImageSize';
import { formatPageRanges, pagesOf, parsePageRanges } from '../../lib/pageRanges';
import { pdfPagesOpener, releasePdfPages } from '../../machines/pdfPages.actor';
import { createPdfToJpgMachine, pageImagePlan, validatePdfToJpg } from '../../machines/pdfToJpg.machine';
import { toolBySlug } from '../../tools';
import { PdfPagesLayout, toggledPages } from '../../ui/PdfPagesLayout';
import { useToastEvents } from '../../ui/useToastEvents';
import type { PdfPagesDocument } from '../../wasm/pdfRender';
import { copy, GUIDE } from './copy';
import { pageImager } from './engine';
import { ImageOptionsPanel } from './ImageOptionsPanel';
import { texts } from './texts';

const tool = toolBySlug('pdf-to-jpg');

const machine = createPdfToJpgMachine(texts, { maxPages: tool.maxPages ?? 500, maxBytes: (tool.maxMB ?? 150) * 1024 * 1024 }).provide({
  actors: { opener: pdfPagesOpener, processor: pageImager },
  actions: { releaseDocument: ({ context }) => releasePdfPages(context.document) },
});

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export default function PdfToJpgPage() {
  const [snapshot, send, actor] = useMachine(machine, inspectOptions());
  useToastEvents(actor);
  useEffect(() => () => releasePdfPages(actor.getSnapshot().context.document), [actor]);
  const { context } = snapshot;
  const { file, pages, options, document } = context;

  const selected = useMemo(
    () => new Set(options.pages === 'chosen' && pages > 0 ? pagesOf(parsePageRanges(options.ranges, pages).ranges ?? []) : []),
    [options.pages, options.ranges, pages],
  );
  const invalid = pages > 0 ? validatePdfToJpg(options, pages) : null;
  const plan = pages > 0 && !invalid && file ? pageImagePlan(options, pages, file.name) : null;
  const format = options.format.toUpperCase();
  const first = document as PdfPagesDocument | null;
  const pixels = first ? pageImageSize(first.width, first.height, { scale: options.dpi / 72 }) : null;
  const size = pixels ? `${pixels.width} × ${pixels.height} px` : '';

  return (
    <PdfPagesLayout
      tool={tool}
      copy={copy}
      guide={GUIDE}
      state={String(snapshot.value)}
      context={context}
      send={{
        file: (chosen) => send({ type: 'FILE_SELECTED', file: chosen }),
        password: (password) => send({ type: 'PASSWORD_ENTERED', password }),
        process: () => send({ type: 'PROCESS' }),
        cancel: () => send({ type: 'CANCEL' }),
      }}
      options={<ImageOptionsPanel options={options} disabled={snapshot.matches('processing')} onChange={(changed) => send({ type: 'OPTIONS_CHANGED', options: changed })} />}
      summary={
        plan
          ? `${plural(plan.images.length, `${format} image`)}${plan.images.length > 1 ? ' in a ZIP' : ''}; page 1 becomes ${size}.`
          : invalid
      }
      selected={selected}
      onToggle={(page) => send({ type: 'OPTIONS_CHANGED', options: { pages: 'chosen', ranges: formatPageRanges(toggledPages(selected, page)) } })}
      labels={{
        action: `Convert to ${format}`,
        busy: 'Converting...',
        progress: `Drawing pages as ${format}...`,
        resultTitle: 'Conversion Complete!',
        resultSummary: (result) => (result.files === 1 ? `1 ${format} image` : `${result.files} images in a ZIP`),
        download: (result) => (result.files === 1 ? `Download ${format}` : 'Download ZIP'),
      }}
    />
  );
}
