/** Puts text (or a Blob of text, read only now) on the clipboard; false when the browser refuses. */
export async function copyToClipboard(text: string | Blob): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(typeof text === 'string' ? text : await text.text());
    return true;
  } catch {
    return false;
  }
}
