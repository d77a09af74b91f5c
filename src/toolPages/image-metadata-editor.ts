/** /image-metadata-editor: the rest of its registry row, loaded with its route only. */
import { toolPage } from '../toolDescriptions';

export const tool = toolPage('image-metadata-editor', { toolType: 'metadata', accept: ['image/*'] });
