/** /compress-video: the rest of its registry row, loaded with its route only. */
import { toolPage } from '../toolDescriptions';

export const tool = toolPage('compress-video', { toolType: 'video', accept: ['video/*'], maxMB: 4000 });
