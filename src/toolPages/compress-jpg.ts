/** /compress-jpg: the rest of its registry row, loaded with its route only. */
import { toolPage } from '../toolDescriptions';

export const tool = toolPage('compress-jpg', {
  toolType: 'image',
  accept: ['image/jpeg', 'image/jpg'],
  maxMB: 50,
});
