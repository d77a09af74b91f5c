/** /protect-pdf: the rest of its registry row, loaded with its route only. */
import { toolPage } from '../toolDescriptions';

export const tool = toolPage('protect-pdf', { heading: 'Protect PDF with a Password', toolType: 'pdf', accept: ['application/pdf'], maxMB: 150 });
