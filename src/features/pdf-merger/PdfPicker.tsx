import { useRef, useState, type DragEvent, type KeyboardEvent } from 'react';

/** The merger's multi-file picker: click, keyboard or drop several PDFs at once. */
export function PdfPicker({ onFiles, disabled }: { onFiles: (files: File[]) => void; disabled?: boolean }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragOver, setDragOver] = useState(false);
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
    if (!disabled && e.dataTransfer.files.length > 0) onFiles(Array.from(e.dataTransfer.files));
  };
  return (
    <div>
      <div
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-disabled={disabled || undefined}
        data-drag-over={dragOver || undefined}
        onClick={open}
        onKeyDown={onKeyDown}
        onDragOver={(e) => {
          // Only file drags light the zone up; reordering the list below drags text, not files.
          if (!e.dataTransfer.types.includes('Files')) return;
          e.preventDefault();
          setDragOver(true);
        }}
        onDragLeave={() => setDragOver(false)}
        onDrop={onDrop}
        className={`flex cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed p-8 text-center transition-colors focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-indigo-300 ${
          dragOver ? 'border-indigo-600 bg-indigo-50' : 'border-slate-300 bg-white hover:border-indigo-400'
        }`}
      >
        <span className="font-semibold text-slate-800">Drag and drop PDF files here</span>
        <span className="mt-1 text-sm text-slate-500">or click to choose several PDFs at once</span>
      </div>
      <input
        ref={inputRef}
        type="file"
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        accept="application/pdf"
        data-testid="file-input"
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
