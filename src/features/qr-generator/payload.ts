/**
 * The text a QR code encodes, per type (spec section 5): text unchanged, URL with 'https://' unless it
 * already starts with http:// or https://, email as mailto:, phone as tel:, Wi-Fi in the de-facto
 * standard `WIFI:T:<auth>;S:<ssid>;P:<password>;;` that iPhone and Android cameras join.
 */
import type { QrRequest, WifiDetails } from '../../machines/qrGenerator.machine';

/** Backslash-escapes the characters the WIFI: format reserves. */
export const escapeWifi = (value: string) => value.replace(/([\\;,:"])/g, '\\$1');

export function wifiPayload({ ssid, password, security, hidden }: WifiDetails): string {
  const auth = `T:${security};`;
  const name = `S:${escapeWifi(ssid)};`;
  const secret = security === 'nopass' ? '' : `P:${escapeWifi(password)};`;
  return `WIFI:${auth}${name}${secret}${hidden ? 'H:true;' : ''};`;
}

export const withScheme = (url: string) => (/^https?:\/\//i.test(url) ? url : `https://${url}`);

export function buildPayload({ qrType, content, wifi }: Pick<QrRequest, 'qrType' | 'content' | 'wifi'>): string {
  switch (qrType) {
    case 'text':
      return content;
    case 'url':
      return withScheme(content.trim());
    case 'email':
      return `mailto:${content.trim()}`;
    case 'phone':
      // tel: URIs (RFC 3966) allow no spaces; dialers accept the digits with +, -, ( ) and dots.
      return `tel:${content.trim().replace(/\s+/g, '')}`;
    case 'wifi':
      return wifiPayload(wifi);
  }
}
