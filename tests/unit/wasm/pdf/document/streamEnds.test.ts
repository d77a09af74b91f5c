/**
 * A stream whose /Length is an indirect object and whose data ends in a line end: pdf-lib cuts that
 * byte with the end of line before `endstream`; opening the file gives it back.
 */
import { deflateSync, inflateSync } from 'node:zlib';
import { PDFName, PDFRawStream } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { openPdf } from '../../../../../src/wasm/pdf/document/open';
import { compressPdf } from '../../../../../src/wasm/pdf/compress/compress';
import { pdfjsText, qpdfCheck } from '../../../../helpers/pdfChecks';

const latin1 = (text: string) => new Uint8Array(Buffer.from(text, 'latin1'));

/** Page content whose zlib data ends in a carriage return (its checksum's last byte), and that data. */
function contentEndingInCr(): { text: string; data: Uint8Array } {
  for (let n = 0; ; n++) {
    const text = `BT /F1 24 Tf 72 700 Td (Line end ${n}) Tj ET`;
    const data = new Uint8Array(deflateSync(text));
    if (data[data.length - 1] === 0x0d) return { text, data };
  }
}

/** A one-page PDF with that content under /Length 5 0 R, its objects at the offsets its xref table gives. */
function pdfWithIndirectLength(data: Uint8Array): Uint8Array {
  const parts: Uint8Array[] = [latin1('%PDF-1.4\n')];
  const offsets: number[] = [];
  let size = parts[0].length;
  const add = (...chunks: Uint8Array[]) => {
    for (const chunk of chunks) {
      parts.push(chunk);
      size += chunk.length;
    }
  };
  const object = (n: number, body: string | Uint8Array[]) => {
    offsets[n] = size;
    if (typeof body === 'string') add(latin1(`${n} 0 obj\n${body}\nendobj\n`));
    else add(latin1(`${n} 0 obj\n`), ...body, latin1('\nendobj\n'));
  };
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, '<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  object(3, '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 6 0 R >> >> >>');
  object(4, [latin1('<< /Filter /FlateDecode /Length 5 0 R >>\nstream\n'), data, latin1('\nendstream')]);
  object(5, String(data.length));
  object(6, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  const xref = size;
  add(latin1(`xref\n0 7\n0000000000 65535 f \n${offsets.slice(1).map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`));
  add(latin1(`trailer\n<< /Size 7 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`));
  return new Uint8Array(Buffer.concat(parts));
}

describe('streams that end in a line end', () => {
  it('keep their last byte when opened, so their content reads and the text survives compression', async () => {
    const { text, data } = contentEndingInCr();
    const input = pdfWithIndirectLength(data);
    const { doc } = await openPdf(input);
    const content = doc.context.lookup(doc.getPages()[0].node.get(PDFName.of('Contents'))) as PDFRawStream;
    expect(content.contents.length).toBe(data.length);
    expect(inflateSync(content.contents).toString('latin1')).toBe(text);
    const { bytes } = await compressPdf(input, 'low');
    expect(qpdfCheck(bytes).status).toBe(0);
    expect((await pdfjsText(bytes))[0]).toContain(text.slice(text.indexOf('(') + 1, text.indexOf(')')));
  });
});
