// The last line of `npm test`: how many tests did not run because the shared test corpus is not
// beside this clone (tests/helpers/corpus.ts skips them), and how to run them.
import { testCounts } from './testCounts.mjs';

const { skipped } = testCounts();
if (skipped > 0) {
  console.log(`${skipped} corpus tests did not run: the test files are not here. Run them with CORPUS_DIR=<path to shared/corpus> REALWORLD_DIR=<path to shared/realworld> npm test (defaults ../shared/corpus and ../shared/realworld).`);
} else {
  console.log('Every test ran (corpus tests included).');
}
