import { useId, useRef, useState, type DragEvent, type MouseEvent } from 'react';
import { filesFromDrop, filesFromInput, type PathedFile } from '../lib/droppedFiles';

interface ZipDropZoneProps {
  title: string;
  hint: string;
  disabled?: boolean;
  onFiles: (files: PathedFile[]) => void;
}

/**
 * The ZIP pages' drop zone: files or whole folders dropped keep their relative paths; 'Browse Files'
 * opens a multi-file picker (data-testid="file-input") and 'Add Folder' a folder picker
 * (data-testid="folder-input"). Clicking anywhere on the zone also browses; keyboard users use the
 * two buttons (a clickable zone around buttons would nest interactive controls).
 */
export function ZipDropZone({ title, hint, disabled, onFiles }: ZipDropZoneProps) {
  const [dragOver, setDragOver] = useState(false);
  const filesRef = useRef<HTMLInputElement>(null);
  const folderRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragOver(false);
    if (disabled) return;
    filesFromDrop(e.dataTransfer).then((files) => files.length > 0 && onFiles(files));
  };
  const onZoneClick = (e: MouseEvent) => {
    if (!disabled && !(e.target as HTMLElement).closest('button')) filesRef.current?.click();
  };
  const chosen = (input: HTMLInputElement) => {
    const files = filesFromInput(input.files);
    input.value = '';
    if (files.length > 0) onFiles(files);
  };

  return (
    <div
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-hint`}
      role="group"
      data-drag-over={dragOver || undefined}
      data-testid="zip-drop-zone"
      onClick={onZoneClick}
      onDragOver={(e) => {
        e.preventDefault();
        if (!disabled) setDragOver(true);
      }}
      onDragLeave={() => setDragOver(false)}
      onDrop={onDrop}
      className={`flex cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed p-8 text-center transition-colors ${
        dragOver ? 'border-indigo-600 bg-indigo-50' : 'border-slate-300 bg-white hover:border-indigo-400'
      } ${disabled ? 'cursor-not-allowed opacity-60' : ''}`}
    >
      <span aria-hidden="true" className="mb-2 text-3xl">
        🗂
      </span>
      <h2 id={`${id}-title`} className="font-semibold text-slate-800">
        {title}
      </h2>
      <p id={`${id}-hint`} className="mt-1 text-sm text-slate-500">
        {hint}
      </p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <button type="button" className="btn-primary" disabled={disabled} onClick={() => filesRef.current?.click()}>
          Browse Files
        </button>
        <button type="button" className="btn-secondary" disabled={disabled} onClick={() => folderRef.current?.click()}>
          Add Folder
        </button>
      </div>
      <input ref={filesRef} type="file" multiple className="sr-only" tabIndex={-1} aria-hidden="true" data-testid="file-input" onChange={(e) => chosen(e.target)} />
      <input
        ref={folderRef}
        type="file"
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="folder-input"
        {...{ webkitdirectory: '' }}
        onChange={(e) => chosen(e.target)}
      />
    </div>
  );
}
