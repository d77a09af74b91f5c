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

console.log(`${passed} passed, ${failed} failed`);
