import type { Ref } from 'react';

interface HiddenFileInputProps {
  ref: Ref<HTMLInputElement>;
  testId: string;
  accept?: string;
  multiple?: boolean;
  /** 'environment' opens the back camera on phones. */
  capture?: 'environment';
  /** A folder picker: its files bring `webkitRelativePath`. */
  directory?: boolean;
  onFiles: (files: FileList | null) => void;
}

/**
 * A file input that only its drop zone opens: hidden from the keyboard and screen readers, which
 * reach it through the zone or a labelled button instead.
 */
export function HiddenFileInput({ ref, testId, accept, multiple, capture, directory, onFiles }: HiddenFileInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      className="sr-only"
      tabIndex={-1}
      aria-hidden="true"
      data-testid={testId}
      accept={accept}
      multiple={multiple}
      capture={capture}
      {...(directory ? { webkitdirectory: '' } : {})}
      onChange={(e) => {
        // Resetting the value empties the live FileList, so the files are handed on first; the reset
        // lets the same file be chosen again.
        onFiles(e.target.files);
        e.target.value = '';
      }}
    />
  );
}
