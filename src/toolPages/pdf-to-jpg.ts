/** /pdf-to-jpg: the rest of its registry row, loaded with its route only. */
import { toolPage } from '../toolDescriptions';

export const tool = toolPage('pdf-to-jpg', {
  toolType: 'converter',
  accept: ['application/pdf'],
  maxMB: 150,
  maxPages: 500,
});
