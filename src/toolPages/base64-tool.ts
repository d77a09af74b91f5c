/** /base64-tool: the rest of its registry row, loaded with its route only. */
import { toolPage } from '../toolDescriptions';

export const tool = toolPage('base64-tool', { toolType: 'encoder', accept: ['*'] });
