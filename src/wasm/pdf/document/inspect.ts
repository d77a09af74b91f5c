/**
 * What a page learns of a file before work starts, for every PDF wing's 'inspect' job: whether it
 * opens (and how), whether a rewrite would break a signature, and the size of each page.
 */
import { openPdf, type PdfAccess } from './open';

/** Enough to ask for a password or warn before a tool changes the file. */
export interface PdfInspection {
  pages: number;
  access: PdfAccess;
  /** Carries a digital signature that any rewrite invalidates. */
  signed: boolean;
  /** Its page tree was broken and had to be rebuilt. */
  repaired: boolean;
}

/** Passwords travel only between the page and its worker, never further, and are not kept. */
export type PdfInspectJob = { kind: 'inspect'; buffer: ArrayBuffer; password?: string };

export async function inspectPdf(bytes: Uint8Array, password?: string): Promise<PdfInspection> {
  const { doc, access, signed, repaired } = await openPdf(bytes, password);
  return { pages: doc.getPageCount(), access, signed, repaired };
}

export interface PageSize {
  /** As a reader shows the page: its own rotation applied. */
  width: number;
  height: number;
}

export interface PdfPageSizes {
  pages: number;
  sizes: PageSize[];
}

/** Page count and the shown size of each page (for sizing blank pages like their neighbours). */
export async function inspectPageSizes(bytes: Uint8Array, password?: string): Promise<PdfPageSizes> {
  const { doc } = await openPdf(bytes, password);
  const sizes = doc.getPages().map((page) => {
    const { width, height } = page.getSize();
    const sideways = page.getRotation().angle % 180 !== 0;
    return sideways ? { width: height, height: width } : { width, height };
  });
  return { pages: sizes.length, sizes };
}
