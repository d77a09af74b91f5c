import { useEffect, useRef } from 'react';
import { inspectOptions } from '../lib/inspect';
import { useActorRef, useSelector } from '@xstate/react';
import { uploadMachine, type UploadInput } from '../machines/upload.machine';
import { t } from '../i18n/messages';
import { acceptAttribute } from '../lib/acceptRules';
import { formatSize } from '../lib/formatSize';
import { FileDropZone } from './FileDropZone';
import { ProgressBar } from './ProgressBar';
import { uploadWords } from './uploadWords';
import { useToastEvents } from './useToastEvents';

interface UploadAreaProps extends UploadInput {
  onFile: (file: File) => void;
  onRemove?: () => void;
  title?: string;
  hint?: string;
  disabled?: boolean;
  /**
   * Several images at once (the image compressors): a drop, pick, folder or paste (Ctrl+V) of more
   * than one file, or any file while `many` is set, goes here instead, unchecked (the batch machine
   * checks each); one file alone still goes through this widget's checks and card.
   */
  onMany?: (files: File[]) => void;
  many?: boolean;
}

/**
 * The shared single-file upload widget: a FileDropZone whose files go through the upload machine
 * (accept rules, size limit, the progress to 'File ready for processing'), then the chosen file's card.
 */
export function UploadArea({ accept, maxMB, invalidTypeText, invalidTypeTitle, onFile, onRemove, title, hint, disabled, onMany, many }: UploadAreaProps) {
  const actor = useActorRef(uploadMachine, { input: { accept, maxMB, invalidTypeText, invalidTypeTitle, words: uploadWords }, ...inspectOptions() });
  const file = useSelector(actor, (s) => s.context.file);
  const progress = useSelector(actor, (s) => s.context.progress);
  const dragOver = useSelector(actor, (s) => s.context.dragOver);
  const ready = useSelector(actor, (s) => s.matches('ready'));
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

  const take = (files: File[], via: 'pick' | 'drop') => {
    if (onMany && (many || files.length > 1)) onMany(files);
    else actor.send({ type: via === 'drop' ? 'DROP' : 'FILES_CHOSEN', files });
  };
  const takeRef = useRef(take);
  useEffect(() => {
    takeRef.current = take;
  });
  const pasting = Boolean(onMany) && !disabled;
  useEffect(() => {
    if (!pasting) return;
    // Ctrl+V of an image (a screenshot, a copied file) anywhere on the page; text pastes pass.
    const onPaste = (e: ClipboardEvent) => {
      const files = Array.from(e.clipboardData?.files ?? []).filter((f) => f.type.startsWith('image/'));
      if (files.length === 0) return;
      e.preventDefault();
      takeRef.current(files, 'pick');
    };
    document.addEventListener('paste', onPaste);
    return () => document.removeEventListener('paste', onPaste);
  }, [pasting]);

  const shownHint = hint ?? t('upload.hint');
  const fullHint = !maxMB ? shownHint : maxMB >= 1000 ? t('upload.limitGB', { hint: shownHint, size: maxMB / 1000 }) : t('upload.limitMB', { hint: shownHint, size: maxMB });

  return (
    <div className="w-full">
      <FileDropZone
        icon="⬆"
        title={title ?? t('upload.title')}
        hint={fullHint}
        accept={acceptAttribute(accept)}
        disabled={disabled}
        dragOver={dragOver}
        onDragOverChange={(over) => actor.send({ type: over ? 'DRAG_OVER' : 'DRAG_LEAVE' })}
        multiple={Boolean(onMany)}
        folderButton={Boolean(onMany)}
        onFiles={take}
      />
      {file && !many && (
        <div className="mt-4 rounded-lg border border-slate-200 bg-white p-4">
          <div className="mb-2 flex items-center justify-between gap-2">
            <div className="min-w-0">
              <p className="truncate font-medium text-slate-800">{file.name}</p>
              <p className="text-sm text-slate-500">{formatSize(file.size)}</p>
            </div>
            <button
              type="button"
              aria-label={t('file.remove', { name: file.name })}
              className="rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:ring-2 focus-visible:ring-indigo-500"
              onClick={() => actor.send({ type: 'REMOVE' })}
            >
              ✕
            </button>
          </div>
          {ready ? (
            <p className="text-sm font-medium text-emerald-700" role="status">
              {t('upload.ready')}
            </p>
          ) : (
            <ProgressBar value={progress} label={t('upload.reading')} />
          )}
        </div>
      )}
    </div>
  );
}
