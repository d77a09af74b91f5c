/** Saves a Blob under a file name through a temporary object URL, revoked right after use. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.rel = 'noopener';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Some engines read the URL a moment after the click; keep it alive briefly, then free it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
