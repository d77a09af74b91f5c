/** The Base64 tool's work per tab; the machine invokes it with the tab's input and an AbortSignal. */
import type { Base64Job, Base64Result } from '../../machines/base64Tool.machine';
import { base64ToBytes, decodeText, encodeFileOffThread, encodeText, normalizeBase64 } from '../../wasm/base64';

/** Spec: the original name plus .base64, or 'file.base64' when there is no name. */
const encodedFileName = (name: string | undefined) => `${name || 'file'}.base64`;
export const ENCODED_TEXT_NAME = 'encoded.txt';
export const DECODED_TEXT_NAME = 'decoded.txt';
const decodedFileName = (extension: string) => `decoded.${extension}`;

export async function runBase64Job(job: Base64Job, signal?: AbortSignal): Promise<Base64Result> {
  switch (job.tab) {
    case 'encodeText':
      return { kind: 'text', text: encodeText(job.text) };
    case 'decodeText':
      return { kind: 'text', text: decodeText(job.text) };
    case 'encodeFile': {
      if (!job.file) throw new Error('No file selected');
      const encoded = await encodeFileOffThread(job.file, { onProgress: job.onProgress, signal });
      return { kind: 'encodedFile', ...encoded, fileName: encodedFileName(job.file.name) };
    }
    case 'decodeFile': {
      const { base64, mime } = normalizeBase64(job.text);
      const bytes = base64ToBytes(base64);
      // The sniffer is needed only now: it stays out of the page's first load.
      const { detectFileType } = await import('./fileType');
      const type = detectFileType(bytes, mime);
      return { kind: 'decodedFile', blob: new Blob([bytes], { type: type.mime }), ...type, fileName: decodedFileName(type.extension) };
    }
  }
}
