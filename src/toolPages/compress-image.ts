/** /compress-image: the rest of its registry row, loaded with its route only. */
import { toolPage } from '../toolDescriptions';

export const tool = toolPage('compress-image', { toolType: 'image', accept: ['image/*'], maxMB: 100 });
