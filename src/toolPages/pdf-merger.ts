/** /pdf-merger: the rest of its registry row, loaded with its route only. */
import { toolPage } from '../toolDescriptions';

export const tool = toolPage('pdf-merger', { toolType: 'merger', accept: ['application/pdf'] });
