/**
 * The Content-Security-Policy shipped with the static build: a <meta http-equiv> in every page
 * (made by scripts/prerender.mjs) and the same policy, plus what only a header can say, in
 * dist/_headers for hosts that read one (Netlify, Cloudflare Pages; `vite preview` applies it too).
 *
 * Only our own origin may serve scripts, workers, styles, fonts and data; nothing may be sent
 * anywhere else (connect-src 'self'). Inline scripts run only when their SHA-256 is listed: the
 * page's JSON-LD blocks and React's streaming-SSR boundary scripts. WebAssembly (the codecs) needs
 * 'wasm-unsafe-eval'; images, videos and downloads are shown from blob: and data: URLs; inline
 * style attributes come from the prerendered Radix markup. Third-party origins join the policy
 * only when the site config enables them (AD_CLIENT, REVIEW_WIDGET_URL at build time).
 */
import { createHash } from 'node:crypto';

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** 'sha256-…' sources for every inline <script> in the page (executable or JSON-LD). */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  return [...hashes];
}

const ADS = ['https://pagead2.googlesyndication.com', 'https://googleads.g.doubleclick.net', 'https://tpc.googlesyndication.com'];

/**
 * The policy text. `header` adds the directives a <meta> cannot carry (frame-ancestors), which
 * browsers ignore with a console warning when they appear in a meta tag.
 */
export function contentSecurityPolicy({ hashes = [], adClient = '', reviewWidgetUrl = '', header = false } = {}) {
  const thirdParty = [...(adClient ? ADS : []), ...(reviewWidgetUrl ? [new URL(reviewWidgetUrl).origin] : [])];
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...hashes, ...thirdParty],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(adClient ? ['https:'] : [])],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(adClient ? ADS : [])],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': thirdParty.length ? thirdParty : ["'none'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    ...(header ? { 'frame-ancestors': ["'none'"] } : {}),
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** The page with its CSP meta tag right after <meta charset> (a policy covers only what follows it). */
export function withCspMeta(html, policy) {
  const tag = `<meta http-equiv="Content-Security-Policy" content="${policy}" />`;
  const charset = /<meta charset="[^"]*"\s*\/?>/.exec(html);
  if (charset) return html.replace(charset[0], `${charset[0]}\n    ${tag}`);
  if (!html.includes('<head>')) throw new Error('csp: page has no <head>');
  return html.replace('<head>', `<head>\n    ${tag}`);
}

/** Headers for every response, whatever the path. */
export const COMMON_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** A Netlify/Cloudflare-style _headers file: `path` lines, each followed by indented `Name: value` lines. */
export function headersFile(rules) {
  return (
    rules
      .map(({ path, headers }) => [path, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n'))
      .join('\n\n') + '\n'
  );
}
