/** Runs the PDF benchmark (bench/pdf.bench.ts) through vitest, which compiles our TypeScript. */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['bench/pdf.bench.ts'],
    environment: 'node',
    testTimeout: 3_600_000,
    reporters: ['default'],
  },
});
