/** /image-to-text: the rest of its registry row, loaded with its route only. */
import { toolPage } from '../toolDescriptions';

export const tool = toolPage('image-to-text', { toolType: 'image', accept: ['image/*'], maxMB: 50 });
