/** /create-zip-file: the rest of its registry row, loaded with its route only. */
import { toolPage } from '../toolDescriptions';

export const tool = toolPage('create-zip-file', { toolType: 'archive', accept: ['*'] });
