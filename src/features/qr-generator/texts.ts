/** Every toast of /qr-generator. */
import { TOO_MUCH_DATA, type QrTexts } from '../../machines/qrGenerator.machine';

export const texts: QrTexts = {
  tooMuchData: {
    title: 'Too much data',
    description: `${TOO_MUCH_DATA}. Shorten the content or choose a lower error correction level.`,
    variant: 'destructive',
  },
  failed: { title: 'QR Generation Failed', description: 'The QR code could not be generated. Please try again.', variant: 'destructive' },
};
