import { Suspense, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { inspectOptions } from '../lib/inspect';
import type { EngineResult, FileToolMachine, PreflightAnswers, PreflightResult } from '../machines/fileTool.machine';
import type { Tool, ToolCategory } from '../tools';
import { CompressActions } from './CompressActions';
import { ToolPage } from './ToolPage';
import type { ToolCopy } from './toolCopy';
import { UploadArea } from './UploadArea';
import { useToastEvents } from './useToastEvents';

/** What a compressor page's slots see of its machine. */
export interface CompressorView<Options> {
  file: File | null;
  options: Options;
  result: EngineResult | null;
  processing: boolean;
  setOptions: (options: Partial<Options>) => void;
}

/** What a tool's preflight panel sees while the chosen file waits for the user (see fileTool.machine). */
export interface PreflightView {
  file: File;
  need: string;
  facts: Extract<PreflightResult, { ready: false }>['facts'];
  /** Hands the answers to the file check again; `start` compresses as soon as it passes. */
  answer: (answers: PreflightAnswers, start?: boolean) => void;
}

interface CompressorLayoutProps<Options extends object> {
  tool: Tool;
  copy: ToolCopy;
  relatedCategory: ToolCategory;
  /** A fileTool machine with the page's engine provided. */
  machine: FileToolMachine<Options>;
  /** The upload area's texts; `invalidTypeText` is the tool's wrong-type toast. */
  upload: { title: string; hint: string; invalidTypeText?: string };
  /** The compress button's label and the progress bar's. */
  actions: { label: string; progressLabel: string };
  options: (view: CompressorView<Options>) => ReactNode;
  /** Shown once a compression is done (inside Suspense, so it may hold lazy views). */
  result: (done: { file: File; result: EngineResult; options: Options }) => ReactNode;
  /** Asks the user what the file check needs (a password, a confirmation). */
  preflight?: (view: PreflightView) => ReactNode;
  /** Below the result: cross links, batch mode. */
  after?: (view: CompressorView<Options>) => ReactNode;
}

/**
 * The single-file compressors' page (image, JPG, PNG, PDF): upload, the tool's options, compress
 * and cancel with progress, and the result, around one fileTool machine.
 */
export function CompressorLayout<Options extends object>(props: CompressorLayoutProps<Options>) {
  const { tool, copy, relatedCategory, machine, upload, actions } = props;
  const [snapshot, send, actor] = useMachine(machine, { input: {}, ...inspectOptions() });
  useToastEvents(actor);
  const { file, options, progress, result } = snapshot.context;
  const processing = snapshot.matches('processing');
  const { preflight } = snapshot.context;
  const waiting = snapshot.matches('waiting') && file && preflight?.ready === false;
  const view: CompressorView<Options> = {
    file,
    options,
    result,
    processing,
    setOptions: (next) => send({ type: 'SET_OPTIONS', options: next }),
  };

  return (
    <ToolPage tool={tool} copy={copy} relatedCategory={relatedCategory}>
      <UploadArea
        accept={tool.accept}
        maxMB={tool.maxMB}
        invalidTypeText={upload.invalidTypeText}
        title={upload.title}
        hint={upload.hint}
        disabled={processing}
        onFile={(f) => send({ type: 'FILE_SELECTED', file: f })}
        onRemove={() => send({ type: 'FILE_REMOVED' })}
      />
      <div className="mt-6">{props.options(view)}</div>
      {waiting &&
        props.preflight?.({
          file,
          need: preflight.need,
          facts: preflight.facts,
          answer: (answers, start) => send({ type: 'PREFLIGHT_ANSWER', answers, start }),
        })}
      {snapshot.matches('checking') && (
        <p className="mt-4 text-sm text-slate-600" role="status">
          Checking {file?.name}...
        </p>
      )}
      <CompressActions
        label={actions.label}
        progressLabel={actions.progressLabel}
        processing={processing}
        progress={progress}
        onCompress={() => send({ type: 'COMPRESS' })}
        onCancel={() => send({ type: 'CANCEL' })}
      />
      {snapshot.matches('done') && file && result && <Suspense fallback={null}>{props.result({ file, result, options })}</Suspense>}
      {props.after?.(view)}
    </ToolPage>
  );
}
