/**
 * Draws a QR code with the `qrcode` library using the spec's constants: 200 px wide, margin 2,
 * black on white, PNG; plus an SVG of the same code for print. The error-correction level is
 * the user's choice (default M, as in the spec). The library is imported on first use, which
 * keeps it off the page's first load.
 */
import type { EcLevel, QrImage, QrRequest } from '../../machines/qrGenerator.machine';
import { buildPayload } from './payload';

export const QR_WIDTH = 200;
const QR_MARGIN = 2;
const COLORS = { dark: '#000000', light: '#ffffff' };

export const PNG_NAME = 'qr-code.png';
export const SVG_NAME = 'qr-code.svg';

const options = (ecLevel: EcLevel) => ({ width: QR_WIDTH, margin: QR_MARGIN, color: COLORS, errorCorrectionLevel: ecLevel });

export async function generateQr(request: QrRequest): Promise<QrImage> {
  const payload = buildPayload(request);
  const { default: QRCode } = await import('qrcode');
  const pngDataUrl = await QRCode.toDataURL(payload, { ...options(request.ecLevel), type: 'image/png' });
  const svg = await QRCode.toString(payload, { ...options(request.ecLevel), type: 'svg' });
  return { payload, pngDataUrl, svg };
}

/** The PNG bytes of a `data:image/png;base64,...` URL, without a network round trip. */
export function dataUrlToBlob(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(',');
  const mime = /^data:([^;,]+)/.exec(dataUrl)?.[1] ?? 'application/octet-stream';
  const binary = atob(dataUrl.slice(comma + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: mime });
}

export const svgBlob = (svg: string) => new Blob([svg], { type: 'image/svg+xml' });
