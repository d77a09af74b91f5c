/** /file-size-calculator: the rest of its registry row, loaded with its route only. */
import { toolPage } from '../toolDescriptions';

export const tool = toolPage('file-size-calculator', { toolType: 'general', accept: [] });
