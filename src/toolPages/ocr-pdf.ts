/** /ocr-pdf: the rest of its registry row, loaded with its route only. */
import { toolPage } from '../toolDescriptions';

export const tool = toolPage('ocr-pdf', { toolType: 'pdf', accept: ['application/pdf'], maxMB: 150, maxPages: 500 });
