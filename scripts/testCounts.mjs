// Passed, failed and skipped tests summed over the runners' JSON reports (vitest, Playwright).
import { existsSync, readFileSync } from 'node:fs';

const read = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null);

export function testCounts() {
  const counts = { passed: 0, failed: 0, skipped: 0 };
  const vitest = read('reports/vitest.json');
  if (vitest) {
    counts.passed += vitest.numPassedTests ?? 0;
    counts.failed += vitest.numFailedTests ?? 0;
    counts.skipped += (vitest.numPendingTests ?? 0) + (vitest.numTodoTests ?? 0);
  }
  const stats = read('reports/playwright.json')?.stats;
  if (stats) {
    counts.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    counts.failed += stats.unexpected ?? 0;
    counts.skipped += stats.skipped ?? 0;
  }
  return counts;
}
