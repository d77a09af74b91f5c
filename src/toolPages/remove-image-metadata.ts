/** /remove-image-metadata: the rest of its registry row, loaded with its route only. */
import { toolPage } from '../toolDescriptions';

export const tool = toolPage('remove-image-metadata', {
  heading: 'Free Image Metadata Remover',
  toolType: 'metadata',
  accept: ['image/*'],
});
