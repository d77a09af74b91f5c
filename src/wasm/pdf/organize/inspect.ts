/** Page count and the shown size of each page (for sizing blank pages like their neighbours). */
import { openPdf } from '../open';
import type { OrganizeInspection } from './jobs';

export async function inspectPages(bytes: Uint8Array, password?: string): Promise<OrganizeInspection> {
  const { doc } = await openPdf(bytes, password);
  const sizes = doc.getPages().map((page) => {
    const { width, height } = page.getSize();
    const sideways = page.getRotation().angle % 180 !== 0;
    return sideways ? { width: height, height: width } : { width, height };
  });
  return { pages: sizes.length, sizes };
}
