import { describe, expect, it } from 'vitest';
import { buildPayload, escapeWifi, wifiPayload, withScheme } from '../../../../src/features/qr-generator/payload';
import type { WifiDetails } from '../../../../src/machines/qrGenerator.machine';

const wifi: WifiDetails = { ssid: 'Home', password: 'secret123', security: 'WPA', hidden: false };

describe('QR payloads per type (spec section 5)', () => {
  it('plain text is used unchanged, spaces and new lines included', () => {
    expect(buildPayload({ qrType: 'text', content: '  two\nlines  ', wifi })).toBe('  two\nlines  ');
  });

  it.each([
    ['example.com', 'https://example.com'],
    ['  example.com/path?q=1  ', 'https://example.com/path?q=1'],
    ['http://example.com', 'http://example.com'],
    ['https://example.com', 'https://example.com'],
    ['HTTPS://EXAMPLE.COM', 'HTTPS://EXAMPLE.COM'],
    ['httpbin.org', 'https://httpbin.org'],
    ['ftp://files.example.com', 'https://ftp://files.example.com'],
  ])('URL %j becomes %j', (content, payload) => {
    expect(buildPayload({ qrType: 'url', content, wifi })).toBe(payload);
    expect(withScheme(content.trim())).toBe(payload);
  });

  it('email uses mailto:, phone uses tel: without spaces', () => {
    expect(buildPayload({ qrType: 'email', content: ' hello@example.com ', wifi })).toBe('mailto:hello@example.com');
    expect(buildPayload({ qrType: 'phone', content: '+1 555 123 4567', wifi })).toBe('tel:+15551234567');
  });

  it('Wi-Fi uses the WIFI: format', () => {
    expect(buildPayload({ qrType: 'wifi', content: 'ignored', wifi })).toBe('WIFI:T:WPA;S:Home;P:secret123;;');
    expect(wifiPayload({ ...wifi, security: 'WEP' })).toBe('WIFI:T:WEP;S:Home;P:secret123;;');
    expect(wifiPayload({ ...wifi, security: 'nopass', password: 'leftover' })).toBe('WIFI:T:nopass;S:Home;;');
    expect(wifiPayload({ ...wifi, hidden: true })).toBe('WIFI:T:WPA;S:Home;P:secret123;H:true;;');
  });

  it('Wi-Fi escapes \\ ; , : and "', () => {
    expect(escapeWifi('a\\b;c,d:e"f')).toBe('a\\\\b\\;c\\,d\\:e\\"f');
    expect(wifiPayload({ ssid: 'Café "5G"; 2,4', password: 'p:a\\ss', security: 'WPA', hidden: false })).toBe(
      'WIFI:T:WPA;S:Café \\"5G\\"\\; 2\\,4;P:p\\:a\\\\ss;;',
    );
  });
});
