import { useEffect, useId, useRef, type DragEvent, type KeyboardEvent } from 'react';
import { inspectOptions } from '../lib/inspect';
import { useActorRef, useSelector } from '@xstate/react';
import { READY_TEXT, uploadMachine, type UploadInput } from '../machines/upload.machine';
import { acceptAttribute } from '../lib/acceptRules';
import { formatSize } from '../lib/formatSize';
import { ProgressBar } from './ProgressBar';
import { useToastEvents } from './useToastEvents';

interface UploadAreaProps extends UploadInput {
  onFile: (file: File) => void;
  onRemove?: () => void;
  title?: string;
  hint?: string;
  disabled?: boolean;
}

/** The shared single-file upload widget: drag and drop, click or keyboard to choose. */
export function UploadArea({ accept, maxMB, invalidTypeText, invalidTypeTitle, onFile, onRemove, title, hint, disabled }: UploadAreaProps) {
  const actor = useActorRef(uploadMachine, { input: { accept, maxMB, invalidTypeText, invalidTypeTitle }, ...inspectOptions() });
  const file = useSelector(actor, (s) => s.context.file);
  const progress = useSelector(actor, (s) => s.context.progress);
  const dragOver = useSelector(actor, (s) => s.context.dragOver);
  const ready = useSelector(actor, (s) => s.matches('ready'));
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  useToastEvents(actor);

  const onFileRef = useRef(onFile);
  const onRemoveRef = useRef(onRemove);
  useEffect(() => {
    onFileRef.current = onFile;
    onRemoveRef.current = onRemove;
  });
  useEffect(() => {
    const accepted = actor.on('accepted', (e) => onFileRef.current(e.file));
    const removed = actor.on('removed', () => onRemoveRef.current?.());
    return () => {
      accepted.unsubscribe();
      removed.unsubscribe();
    };
  }, [actor]);

  const open = () => !disabled && inputRef.current?.click();
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      open();
    }
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    actor.send({ type: 'DROP', files: Array.from(e.dataTransfer.files) });
  };

  return (
    <div className="w-full">
      <div
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled || undefined}
        data-drag-over={dragOver || undefined}
        onClick={open}
        onKeyDown={onKeyDown}
        onDragOver={(e) => {
          e.preventDefault();
          if (!dragOver) actor.send({ type: 'DRAG_OVER' });
        }}
        onDragLeave={() => actor.send({ type: 'DRAG_LEAVE' })}
        onDrop={onDrop}
        className={`flex cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed p-8 text-center transition-colors focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-indigo-300 ${
          dragOver ? 'border-indigo-600 bg-indigo-50' : 'border-slate-300 bg-white hover:border-indigo-400'
        }`}
      >
        <span aria-hidden="true" className="mb-2 text-3xl">
          ⬆
        </span>
        <span id={`${inputId}-title`} className="font-semibold text-slate-800">{title ?? 'Drag and drop your file here'}</span>
        <span id={`${inputId}-hint`} className="mt-1 text-sm text-slate-500">
          {hint ?? 'or click to browse'}
          {maxMB ? ` · up to ${maxMB >= 1000 ? `${maxMB / 1000}GB` : `${maxMB}MB`}` : ''}
        </span>
      </div>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        accept={acceptAttribute(accept)}
        data-testid="file-input"
        onChange={(e) => {
          actor.send({ type: 'FILES_CHOSEN', files: Array.from(e.target.files ?? []) });
          e.target.value = '';
        }}
      />
      {file && (
        <div className="mt-4 rounded-lg border border-slate-200 bg-white p-4">
          <div className="mb-2 flex items-center justify-between gap-2">
            <div className="min-w-0">
              <p className="truncate font-medium text-slate-800">{file.name}</p>
              <p className="text-sm text-slate-500">{formatSize(file.size)}</p>
            </div>
            <button
              type="button"
              aria-label={`Remove ${file.name}`}
              className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:ring-2 focus-visible:ring-indigo-500"
              onClick={() => actor.send({ type: 'REMOVE' })}
            >
              ✕
            </button>
          </div>
          {ready ? (
            <p className="text-sm font-medium text-emerald-700" role="status">
              {READY_TEXT}
            </p>
          ) : (
            <ProgressBar value={progress} label="Reading file" />
          )}
        </div>
      )}
    </div>
  );
}
