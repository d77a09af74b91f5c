// Sums the JSON reports of vitest and Playwright into the one line CI reads: 'N passed, N failed'.
import { existsSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;

const vitest = 'reports/vitest.json';
if (existsSync(vitest)) {
  const r = JSON.parse(readFileSync(vitest, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
}

const playwright = 'reports/playwright.json';
if (existsSync(playwright)) {
  const s = JSON.parse(readFileSync(playwright, 'utf8')).stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
}

// `npm test` stops at the first failing step; a step with no report of its own (typecheck, lint,
// build, the first-load budget) still counts as one failure. Usage: ci-summary.mjs [exit status].
const status = Number(process.argv[2] ?? 0);
if (status !== 0 && failed === 0) failed = 1;

console.log(`${passed} passed, ${failed} failed`);
