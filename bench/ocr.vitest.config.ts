/** Runs the OCR benchmark (bench/ocr.bench.ts) through vitest, which compiles our TypeScript. */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['bench/ocr.bench.ts'],
    environment: 'node',
    testTimeout: 7_200_000,
    reporters: ['default'],
  },
});
