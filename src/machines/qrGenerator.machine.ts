/**
 * The QR generator: type, content, Wi-Fi details and error-correction level, then
 * idle -> generating -> shown. Generate is guarded (blank after trimming does nothing; the button is
 * disabled). The drawing is an injected `generator` actor; its failure, including the library's
 * 'too much data' error, becomes a toast (worded by the page) instead of only a console line as in
 * the spec's site.
 */
import { assign, emit, fromPromise, setup } from 'xstate';
import type { ToastEmitted, ToastMessage } from '../lib/toast';

export type QrType = 'text' | 'url' | 'email' | 'phone' | 'wifi';
export type EcLevel = 'L' | 'M' | 'Q' | 'H';
export type WifiSecurity = 'WPA' | 'WEP' | 'nopass';

export interface WifiDetails {
  ssid: string;
  password: string;
  security: WifiSecurity;
  hidden: boolean;
}

export interface QrRequest {
  qrType: QrType;
  content: string;
  wifi: WifiDetails;
  ecLevel: EcLevel;
}

/** What the generator hands back: the encoded text and the two renderings. */
export interface QrImage {
  payload: string;
  pngDataUrl: string;
  svg: string;
}

interface QrContext extends QrRequest {
  result: QrImage | null;
}

export type QrEvent =
  | { type: 'TYPE_CHANGED'; qrType: QrType }
  | { type: 'CONTENT_CHANGED'; content: string }
  | { type: 'WIFI_CHANGED'; wifi: Partial<WifiDetails> }
  | { type: 'EC_LEVEL_CHANGED'; ecLevel: EcLevel }
  | { type: 'GENERATE' };

const DEFAULT_EC_LEVEL: EcLevel = 'M';
export const TOO_MUCH_DATA = 'The amount of data is too big to be stored in a QR Code';

/** The page's toasts; the machine picks one, the page words it. */
export interface QrTexts {
  /** The library's 'too much data' error (content too long for the chosen error correction). */
  tooMuchData: ToastMessage;
  failed: ToastMessage;
}

const isTooMuchData = (error: unknown) => (error instanceof Error ? error.message : String(error)).includes(TOO_MUCH_DATA);

/** The spec's rule: content must be non-blank after trimming (for Wi-Fi: the network name, and a password unless open). */
export function canGenerate(request: Pick<QrRequest, 'qrType' | 'content' | 'wifi'>): boolean {
  if (request.qrType !== 'wifi') return request.content.trim() !== '';
  const { ssid, password, security } = request.wifi;
  return ssid.trim() !== '' && (security === 'nopass' || password !== '');
}

export function createQrGeneratorMachine(texts: QrTexts) {
  return setup({
    types: {
      context: {} as QrContext,
      events: {} as QrEvent,
      emitted: {} as ToastEmitted,
    },
    actors: {
      generator: fromPromise<QrImage, QrRequest>(async () => {
        throw new Error('qrGenerator: no generator was provided to this machine');
      }),
    },
    guards: {
      canGenerate: ({ context }) => canGenerate(context),
    },
    actions: {
      edit: assign(({ context, event }) => {
        switch (event.type) {
          case 'TYPE_CHANGED':
            return { qrType: event.qrType };
          case 'CONTENT_CHANGED':
            return { content: event.content };
          case 'WIFI_CHANGED':
            return { wifi: { ...context.wifi, ...event.wifi } };
          case 'EC_LEVEL_CHANGED':
            return { ecLevel: event.ecLevel };
          default:
            return {};
        }
      }),
    },
  }).createMachine({
    id: 'qrGenerator',
    context: {
      qrType: 'text',
      content: '',
      wifi: { ssid: '', password: '', security: 'WPA', hidden: false },
      ecLevel: DEFAULT_EC_LEVEL,
      result: null,
    },
    initial: 'idle',
    // Edits are allowed at any time; a running generation already took its input.
    on: {
      TYPE_CHANGED: { actions: 'edit' },
      CONTENT_CHANGED: { actions: 'edit' },
      WIFI_CHANGED: { actions: 'edit' },
      EC_LEVEL_CHANGED: { actions: 'edit' },
    },
    states: {
      /** Nothing generated yet, or the last attempt failed: 'QR code will appear here'. */
      idle: {
        on: { GENERATE: { guard: 'canGenerate', target: 'generating' } },
      },
      generating: {
        invoke: {
          id: 'generator',
          src: 'generator',
          input: ({ context }) => ({ qrType: context.qrType, content: context.content, wifi: context.wifi, ecLevel: context.ecLevel }),
          onDone: { target: 'shown', actions: assign({ result: ({ event }) => event.output }) },
          onError: {
            target: 'idle',
            actions: [
              assign({ result: null }),
              emit(({ event }) => ({ type: 'toast' as const, toast: isTooMuchData(event.error) ? texts.tooMuchData : texts.failed })),
            ],
          },
        },
      },
      /** The preview keeps the last code while the user edits; Generate draws the edited one. */
      shown: {
        on: { GENERATE: { guard: 'canGenerate', target: 'generating' } },
      },
    },
  });
}
