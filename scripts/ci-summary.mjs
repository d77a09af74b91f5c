// The one line CI reads: 'N passed, N failed', summed over the runners' JSON reports. In CI the
// corpus is beside the clone, so a skipped test means a test that silently did not run: it counts
// as a failure (and so does a missing corpus, checked by .ci/run before the tests).
// Usage: ci-summary.mjs [exit status of npm test].
import { testCounts } from './testCounts.mjs';

const counts = testCounts();
let failed = counts.failed + counts.skipped;
if (counts.skipped > 0) console.log(`${counts.skipped} tests were skipped; in CI every test must run.`);

// `npm test` stops at the first failing step; a step with no report of its own (typecheck, lint,
// build, the first-load budget) still counts as one failure.
const status = Number(process.argv[2] ?? 0);
if (status !== 0 && failed === 0) failed = 1;

console.log(`${counts.passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
