import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import { inspectOptions } from '../lib/inspect';
import { loadSettings, saveSettings } from '../lib/storedSettings';
import type { EngineResult, FileToolMachine } from '../machines/fileTool.machine';
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
  /** Below the result: cross links. */
  after?: (view: CompressorView<Options>) => ReactNode;
  /**
   * Several files at once: the upload area then takes many (drop, picker, folder, paste), and when
   * more than one comes this view replaces the single-file one (render it lazily: it is not needed
   * at first paint). `files` only grows until `onEmpty` says the batch was emptied.
   */
  batch?: (view: BatchView<Options>) => ReactNode;
  /** Remember the options on this device under `key`; `restore` keeps what is still valid of a stored value. */
  remember?: { key: string; restore: (stored: unknown) => Partial<Options> };
}

/** What the batch view sees: every file handed to it so far, the options, and how to give the page back. */
export interface BatchView<Options> {
  files: File[];
  options: Options;
  onEmpty: () => void;
}

/**
 * The single-file compressors' page (image, JPG, PNG): upload, the tool's options, compress
 * and cancel with progress, and the result, around one fileTool machine.
 */
export function CompressorLayout<Options extends object>(props: CompressorLayoutProps<Options>) {
  const { tool, copy, relatedCategory, machine, upload, actions, remember } = props;
  const [snapshot, send, actor] = useMachine(machine, { input: {}, ...inspectOptions() });
  useToastEvents(actor);
  const [batchFiles, setBatchFiles] = useState<File[]>([]);
  const many = batchFiles.length > 0;
  const { file, options, progress, result } = snapshot.context;
  const processing = snapshot.matches('processing');
  useRememberedOptions(remember, options, (restored) => send({ type: 'SET_OPTIONS', options: restored }));
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
        key={many ? 'many' : 'one'}
        many={many}
        onMany={
          props.batch &&
          ((files) => {
            // The file already chosen on its own joins the batch as its first image.
            setBatchFiles((before) => [...(before.length === 0 && file ? [file] : []), ...before, ...files]);
            if (file) send({ type: 'FILE_REMOVED' });
          })
        }
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
      {many && props.batch ? (
        <Suspense fallback={null}>{props.batch({ files: batchFiles, options, onEmpty: () => setBatchFiles([]) })}</Suspense>
      ) : (
        <>
          <CompressActions
            label={actions.label}
            progressLabel={actions.progressLabel}
            processing={processing}
            progress={progress}
            onCompress={() => send({ type: 'COMPRESS' })}
            onCancel={() => send({ type: 'CANCEL' })}
          />
          {snapshot.matches('done') && file && result && <Suspense fallback={null}>{props.result({ file, result, options })}</Suspense>}
        </>
      )}
      {props.after?.(view)}
    </ToolPage>
  );
}

/** Restores remembered options once after hydration (never in the prerender), then saves each change. */
function useRememberedOptions<Options>(remember: { key: string; restore: (stored: unknown) => Partial<Options> } | undefined, options: Options, apply: (restored: Partial<Options>) => void) {
  const restored = useRef(false);
  const applyRef = useRef(apply);
  useEffect(() => {
    applyRef.current = apply;
  });
  useEffect(() => {
    if (!remember) return;
    if (!restored.current) {
      restored.current = true;
      const stored = loadSettings(remember.key);
      if (stored !== null) applyRef.current(remember.restore(stored));
      return;
    }
    saveSettings(remember.key, options);
  }, [remember, options]);
}
