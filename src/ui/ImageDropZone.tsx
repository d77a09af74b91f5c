import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';

interface ImageDropZoneProps {
  title: string;
  hint: string;
  /** Several files at once (the bulk tools) or one. */
  multiple?: boolean;
  disabled?: boolean;
  /** Offer a 'Take Photo' button that opens the camera on phones. */
  camera?: boolean;
  /** Files as chosen, unfiltered: the tool's machine decides what it keeps and which toast to show. */
  onFiles: (files: File[], via: 'pick' | 'drop') => void;
}

/**
 * Drop zone for image tools that validate in their own machine (multi-file lists, the editor):
 * drag and drop, click or Enter/Space to browse, optional camera capture. Its hidden inputs carry
 * data-testid="file-input" (browse) and "camera-input".
 */
export function ImageDropZone({ title, hint, multiple, disabled, camera, onFiles }: ImageDropZoneProps) {
  const [dragOver, setDragOver] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);

  const open = () => !disabled && inputRef.current?.click();
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      open();
    }
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragOver(false);
    if (disabled) return;
    const files = Array.from(e.dataTransfer.files);
    if (files.length) onFiles(multiple ? files : files.slice(0, 1), 'drop');
  };
  const chosen = (input: HTMLInputElement) => {
    const files = Array.from(input.files ?? []);
    input.value = '';
    if (files.length) onFiles(files, 'pick');
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
          setDragOver(true);
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={onDrop}
        className={`flex cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed p-8 text-center transition-colors focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-indigo-300 ${
          dragOver ? 'border-indigo-600 bg-indigo-50' : 'border-slate-300 bg-white hover:border-indigo-400'
        } ${disabled ? 'cursor-not-allowed opacity-60' : ''}`}
      >
        <span aria-hidden="true" className="mb-2 text-3xl">
          🖼
        </span>
        <span className="font-semibold text-slate-800">
          {title}
        </span>
        <span className="mt-1 text-sm text-slate-500">
          {hint}
        </span>
      </div>
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        multiple={multiple}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="file-input"
        onChange={(e) => chosen(e.target)}
      />
      {camera && (
        <div className="mt-3 text-center">
          <button type="button" className="btn-secondary text-sm" disabled={disabled} onClick={() => cameraRef.current?.click()}>
            📷 Take Photo
          </button>
          <input
            ref={cameraRef}
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="camera-input"
            onChange={(e) => chosen(e.target)}
          />
        </div>
      )}
    </div>
  );
}
