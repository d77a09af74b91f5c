/** /compress-png: the rest of its registry row, loaded with its route only. */
import { toolPage } from '../toolDescriptions';

export const tool = toolPage('compress-png', { toolType: 'image', accept: ['image/png'], maxMB: 10 });
