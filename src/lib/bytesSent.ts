/**
 * "Nothing uploaded", made checkable on the page: a tally of what this page has sent since it
 * loaded. Two sources, because neither sees everything:
 * - the Resource Timing API lists every request the page made; any to another origin counts
 *   (with the bytes the browser reports for it);
 * - request bodies are invisible to Resource Timing, so fetch, XMLHttpRequest and sendBeacon are
 *   wrapped once at start-up to add up the size of any body they carry.
 * Our tools make neither kind of request, so the honest figure is 0; a third-party script that
 * sends something would show up here (and fails the e2e privacy guard).
 */
export interface SentTally {
  /** Requests that carried a body or went to another origin. */
  requests: number;
  bytes: number;
}

interface ResourceLike {
  name: string;
  transferSize?: number;
  encodedBodySize?: number;
}

export const SENT_EVENT = 'filesmith:sent';
const bodies: SentTally = { requests: 0, bytes: 0 };

/** What the resource entries say left the origin (data: and blob: URLs never leave the device). */
export function tallyResources(entries: readonly ResourceLike[], origin: string): SentTally {
  const tally = { requests: 0, bytes: 0 };
  for (const entry of entries) {
    if (/^(data|blob):/.test(entry.name)) continue;
    let target: string;
    try {
      target = new URL(entry.name, origin).origin;
    } catch {
      continue;
    }
    if (target === origin) continue;
    tally.requests++;
    tally.bytes += entry.transferSize || entry.encodedBodySize || 0;
  }
  return tally;
}

/** Size in bytes of a request body as fetch/XHR/sendBeacon accept it (0 for none). */
export function bodySize(body: unknown): number {
  if (body == null) return 0;
  if (typeof body === 'string') return new TextEncoder().encode(body).length;
  if (body instanceof Blob) return body.size;
  if (body instanceof ArrayBuffer) return body.byteLength;
  if (ArrayBuffer.isView(body)) return body.byteLength;
  if (body instanceof URLSearchParams) return new TextEncoder().encode(body.toString()).length;
  if (typeof FormData !== 'undefined' && body instanceof FormData) {
    let size = 0;
    for (const [, value] of body.entries()) size += bodySize(value);
    return size;
  }
  return 1; // a stream or other body we cannot measure: still something sent
}

function countBody(body: unknown) {
  const size = bodySize(body);
  if (size === 0) return;
  bodies.requests++;
  bodies.bytes += size;
  dispatchEvent(new Event(SENT_EVENT));
}

let installed = false;

/** Wraps fetch, XMLHttpRequest.send and sendBeacon to count request bodies (once; browser only). */
export function installSendCounter(): void {
  if (installed || typeof window === 'undefined') return;
  installed = true;
  const { fetch: originalFetch } = window;
  window.fetch = (input, init) => {
    countBody(init?.body ?? (input instanceof Request && input.body ? input.body : null));
    return originalFetch(input, init);
  };
  const originalSend = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function send(body?: Document | XMLHttpRequestBodyInit | null) {
    countBody(body);
    return originalSend.call(this, body as XMLHttpRequestBodyInit | null | undefined);
  };
  if (typeof navigator.sendBeacon === 'function') {
    const originalBeacon = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      countBody(data ?? null);
      return originalBeacon(url, data);
    };
  }
}

/** Everything sent since the page loaded: other-origin requests plus counted bodies. */
export function currentTally(): SentTally {
  const resources = tallyResources(performance.getEntriesByType('resource') as PerformanceResourceTiming[], location.origin);
  return { requests: resources.requests + bodies.requests, bytes: resources.bytes + bodies.bytes };
}
