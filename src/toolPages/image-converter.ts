/** /image-converter: the rest of its registry row, loaded with its route only. */
import { toolPage } from '../toolDescriptions';

export const tool = toolPage('image-converter', { toolType: 'converter', accept: ['image/*'] });
