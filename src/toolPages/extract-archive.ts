/** /extract-archive (and its alias /unzip): the rest of its registry row, loaded with its route only. */
import { toolPage } from '../toolDescriptions';

export const tool = toolPage('extract-archive', { toolType: 'archive', accept: ['*'] });
