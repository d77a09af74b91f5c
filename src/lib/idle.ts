/**
 * Runs `task` once the browser is idle (at the latest after `timeout` ms; after a plain delay where
 * requestIdleCallback is missing). Returns a function that cancels it.
 */
export function whenIdle(task: () => void, timeout = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, Math.min(1000, timeout));
  return () => window.clearTimeout(id);
}
