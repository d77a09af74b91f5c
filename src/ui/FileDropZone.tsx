import { useId, useRef, useState, type DragEvent, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { t } from '../i18n/messages';
import { filesFromDrop, filesFromInput, type PathedFile } from '../lib/droppedFiles';
import { HiddenFileInput } from './HiddenFileInput';

export type FileSource = 'pick' | 'drop';

interface CommonProps {
  title: string;
  hint: ReactNode;
  /** A decorative emoji above the title. */
  icon?: string;
  /** The picker's accept attribute; the tool's own rules still decide what it keeps. */
  accept?: string;
  multiple?: boolean;
  disabled?: boolean;
  /** Offer a 'Take Photo' button that opens the camera on phones. */
  camera?: boolean;
  /** With `multiple`: an 'Add Folder' button below the zone, and dropped folders are walked (their files come flat). */
  folderButton?: boolean;
  /** The zone's data-testid. */
  testId?: string;
  /** Drag-over state kept by the caller (the upload machine has its own flag); else kept here. */
  dragOver?: boolean;
  onDragOverChange?: (over: boolean) => void;
}

type FileDropZoneProps = CommonProps &
  (
    | { folders?: false; onFiles: (files: File[], via: FileSource) => void }
    /** Folders too: files keep their relative paths, and the zone offers 'Browse Files' and 'Add Folder'. */
    | { folders: true; onFiles: (files: PathedFile[], via: FileSource) => void }
  );

const zoneClass = (over: boolean, disabled?: boolean) =>
  `flex cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed p-8 text-center transition-colors focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-indigo-300 ${
    over ? 'border-indigo-600 bg-indigo-50' : 'border-slate-300 bg-white hover:border-indigo-400'
  } ${disabled ? 'cursor-not-allowed opacity-60' : ''}`;

/**
 * Every upload area of the site: drag and drop, click, or Enter/Space to browse. Its hidden inputs
 * carry data-testid="file-input" (browse), "folder-input" and "camera-input". Files come as chosen,
 * unfiltered (only the first of a drop when not `multiple`): the tool's machine decides what it keeps.
 * A file the browser gave no MIME type (a .heic on most systems) gets the one its bytes say first,
 * so the machines' type rules see an image.
 */
export function FileDropZone(props: FileDropZoneProps) {
  const { title, hint, icon, accept, multiple, disabled, camera, folders, folderButton, testId, onDragOverChange } = props;
  const [ownDragOver, setOwnDragOver] = useState(false);
  const over = props.dragOver ?? ownDragOver;
  const filesRef = useRef<HTMLInputElement>(null);
  const folderRef = useRef<HTMLInputElement>(null);
  const cameraRef = useRef<HTMLInputElement>(null);
  const id = useId();

  const setOver = (next: boolean) => {
    setOwnDragOver(next);
    onDragOverChange?.(next);
  };
  const deliver = (files: PathedFile[], via: FileSource) => {
    if (files.length === 0) return;
    if (props.folders) return props.onFiles(files, via);
    const plain = files.map((f) => f.file);
    if (plain.every((file) => file.type)) return props.onFiles(plain, via);
    // Only for untyped files, so the sniffer stays off the pages' first load.
    const { onFiles } = props;
    void import('../lib/fileType').then(({ withSniffedType }) => Promise.all(plain.map(withSniffedType))).then((typed) => onFiles(typed, via));
  };
  const chosen = (list: FileList | null) => deliver(filesFromInput(list), 'pick');
  const browse = () => !disabled && filesRef.current?.click();

  const dragHandlers = {
    onDragOver: (e: DragEvent) => {
      // Only file drags light the zone up (the merger's list below it reorders by dragging text).
      if (!e.dataTransfer.types.includes('Files')) return;
      e.preventDefault();
      if (!disabled && !over) setOver(true);
    },
    onDragLeave: () => over && setOver(false),
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      setOver(false);
      if (disabled) return;
      if (folders || (multiple && folderButton)) void filesFromDrop(e.dataTransfer).then((files) => deliver(files, 'drop'));
      else deliver(filesFromInput(e.dataTransfer.files).slice(0, multiple ? undefined : 1), 'drop');
    },
  };
  // With folders the zone is a group, not a button: it holds the two buttons, which keyboard users
  // use (a clickable zone around buttons would nest interactive controls); a click elsewhere browses.
  const roleProps = folders
    ? {
        role: 'group',
        'aria-labelledby': `${id}-title`,
        'aria-describedby': `${id}-hint`,
        onClick: (e: MouseEvent) => !(e.target as HTMLElement).closest('button') && browse(),
      }
    : {
        role: 'button',
        tabIndex: disabled ? -1 : 0,
        'aria-disabled': disabled || undefined,
        onClick: browse,
        onKeyDown: (e: KeyboardEvent) => {
          if (e.key !== 'Enter' && e.key !== ' ') return;
          e.preventDefault();
          browse();
        },
      };
  // Headings inside a role=button would be flattened into its name anyway: plain spans there.
  const Title = folders ? 'h2' : 'span';
  const Hint = folders ? 'p' : 'span';

  return (
    <div className="w-full">
      <div {...roleProps} {...dragHandlers} data-drag-over={over || undefined} data-testid={testId} className={zoneClass(over, disabled)}>
        {icon && (
          <span aria-hidden="true" className="mb-2 text-3xl">
            {icon}
          </span>
        )}
        <Title id={`${id}-title`} className="font-semibold text-slate-800">
          {title}
        </Title>
        <Hint id={`${id}-hint`} className="mt-1 text-sm text-slate-500">
          {hint}
        </Hint>
        {folders && (
          <div className="mt-4 flex flex-wrap justify-center gap-2">
            <button type="button" className="btn-primary" disabled={disabled} onClick={browse}>
              {t('upload.browseFiles')}
            </button>
            <button type="button" className="btn-secondary" disabled={disabled} onClick={() => folderRef.current?.click()}>
              {t('upload.addFolder')}
            </button>
          </div>
        )}
      </div>
      <HiddenFileInput ref={filesRef} testId="file-input" accept={accept} multiple={multiple || folders} onFiles={chosen} />
      {(folders || folderButton) && <HiddenFileInput ref={folderRef} testId="folder-input" multiple directory onFiles={chosen} />}
      {folderButton && !folders && (
        <div className="mt-3 text-center">
          <button type="button" className="btn-secondary text-sm" disabled={disabled} onClick={() => folderRef.current?.click()}>
            {t('upload.addFolder')}
          </button>
        </div>
      )}
      {camera && (
        <div className="mt-3 text-center">
          <button type="button" className="btn-secondary text-sm" disabled={disabled} onClick={() => cameraRef.current?.click()}>
            📷 {t('upload.takePhoto')}
          </button>
          <HiddenFileInput ref={cameraRef} testId="camera-input" accept={accept} capture="environment" onFiles={chosen} />
        </div>
      )}
    </div>
  );
}
