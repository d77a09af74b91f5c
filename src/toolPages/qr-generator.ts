/** /qr-generator: the rest of its registry row, loaded with its route only. */
import { toolPage } from '../toolDescriptions';

export const tool = toolPage('qr-generator', { toolType: 'generator', accept: [] });
