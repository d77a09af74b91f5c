/** /remove-image-metadata: the rest of its registry row, loaded with its route only. */
import { toolPage } from '../toolDescriptions';

export const tool = toolPage('remove-image-metadata', {
  toolType: 'metadata',
  accept: ['image/*'],
});
