/** Runs the metadata benchmark (bench/metadata.bench.ts) through vitest, which compiles our TypeScript. */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['bench/metadata.bench.ts'],
    environment: 'node',
    testTimeout: 600_000,
    reporters: ['default'],
  },
});
