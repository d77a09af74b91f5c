import { describe, expect, it } from 'vitest';
import { dataUrlToBlob, generateQr } from '../../../../src/features/qr-generator/engine';
import { TOO_MUCH_DATA, type QrRequest, type WifiDetails } from '../../../../src/machines/qrGenerator.machine';
import { decodePng, pngBytesFromDataUrl, readQrPng } from '../../../helpers/readQr';

const wifi: WifiDetails = { ssid: 'Guest; "Lobby"', password: 'p@ss:word,1\\', security: 'WPA', hidden: false };
const request = (over: Partial<QrRequest>): QrRequest => ({ qrType: 'text', content: '', wifi, ecLevel: 'M', ...over });

const CASES: [string, QrRequest, string][] = [
  ['plain text (multi-line, emoji, accents)', request({ content: 'Hello, world!\nCafé 😀 日本' }), 'Hello, world!\nCafé 😀 日本'],
  ['URL without scheme', request({ qrType: 'url', content: 'example.com/menu?table=4' }), 'https://example.com/menu?table=4'],
  ['URL with http://', request({ qrType: 'url', content: 'http://example.org' }), 'http://example.org'],
  ['email', request({ qrType: 'email', content: 'hello@example.com' }), 'mailto:hello@example.com'],
  ['phone', request({ qrType: 'phone', content: '+44 20 7946 0958' }), 'tel:+442079460958'],
  ['Wi-Fi with reserved characters', request({ qrType: 'wifi' }), 'WIFI:T:WPA;S:Guest\\; \\"Lobby\\";P:p@ss\\:word\\,1\\\\;;'],
  ['open Wi-Fi at level H', request({ qrType: 'wifi', ecLevel: 'H', wifi: { ...wifi, ssid: 'Cafe', security: 'nopass' } }), 'WIFI:T:nopass;S:Cafe;;'],
];

describe('generateQr: the produced PNG reads back', () => {
  it.each(CASES)('%s', async (_name, req, expected) => {
    const image = await generateQr(req);
    expect(image.payload).toBe(expected);
    expect(image.pngDataUrl.startsWith('data:image/png;base64,')).toBe(true);
    const png = pngBytesFromDataUrl(image.pngDataUrl);
    expect(await readQrPng(png)).toBe(expected);
  });

  it('is 200 px wide, black on white, with a quiet zone', async () => {
    const image = await generateQr(request({ content: 'size check' }));
    const { width, height, data } = await decodePng(pngBytesFromDataUrl(image.pngDataUrl));
    expect([width, height]).toEqual([200, 200]);
    const colours = new Set<string>();
    for (let i = 0; i < data.length; i += 4) colours.add(`${data[i]},${data[i + 1]},${data[i + 2]},${data[i + 3]}`);
    expect([...colours].sort()).toEqual(['0,0,0,255', '255,255,255,255']);
    // Margin 2 modules: the first rows and columns are white.
    for (let x = 0; x < width; x++) expect(data[x * 4]).toBe(255);
  });

  it('higher error correction makes a denser code for the same text', async () => {
    const modules = async (ecLevel: QrRequest['ecLevel']) => {
      const { svg } = await generateQr(request({ content: 'https://example.com/a/fairly/long/path', ecLevel }));
      return Number(/viewBox="0 0 (\d+) /.exec(svg)?.[1]);
    };
    expect(await modules('H')).toBeGreaterThan(await modules('L'));
  });

  it('also gives a vector SVG of the same code', async () => {
    const { svg } = await generateQr(request({ content: 'svg' }));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('<path');
    expect(svg).toContain('#000000');
  });

  it('rejects too much data with the library message', async () => {
    await expect(generateQr(request({ content: 'x'.repeat(3000), ecLevel: 'H' }))).rejects.toThrow(TOO_MUCH_DATA);
  });

  it('dataUrlToBlob gives the PNG bytes', async () => {
    const image = await generateQr(request({ content: 'blob' }));
    const blob = dataUrlToBlob(image.pngDataUrl);
    expect(blob.type).toBe('image/png');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(await readQrPng(bytes)).toBe('blob');
  });
});
