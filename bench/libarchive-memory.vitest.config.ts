/** Runs the libarchive memory benchmark (bench/libarchive-memory.bench.ts) through vitest, which compiles our TypeScript. */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['bench/libarchive-memory.bench.ts'],
    environment: 'node',
    testTimeout: 36_000_000,
    reporters: ['default'],
  },
});
