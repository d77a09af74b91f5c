/** Runs the PDF bytes-by-kind report (bench/pdf-bytes.bench.ts) through vitest, which compiles our TypeScript. */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['bench/pdf-bytes.bench.ts'],
    environment: 'node',
    testTimeout: 600_000,
    reporters: ['default'],
  },
});
