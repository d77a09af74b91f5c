/** /images-to-pdf: the rest of its registry row, loaded with its route only. */
import { toolPage } from '../toolDescriptions';

export const tool = toolPage('images-to-pdf', {
  toolType: 'converter',
  accept: ['image/*'],
  maxMB: 150,
  maxFiles: 200,
});
