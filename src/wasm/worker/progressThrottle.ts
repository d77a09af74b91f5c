/**
 * Progress from a worker, at most one message per `intervalMs` (and always the end): each message
 * re-renders the page, and an engine reporting per packet or per slice would have the page repaint
 * tens of times a second, taking a core's share from the work itself on a 2-core machine.
 */
export function throttleProgress(post: (fraction: number) => void, intervalMs = 100): (fraction: number) => void {
  let last = -Infinity;
  return (fraction) => {
    const now = performance.now();
    if (fraction < 1 && now - last < intervalMs) return;
    last = now;
    post(fraction);
  };
}
