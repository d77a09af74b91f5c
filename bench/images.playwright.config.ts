/** `npm run bench:images`: our image path vs the spec's canvas method, in one Chromium run. */
import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: '.',
  // images-floor-heic.bench.ts: issue 22's section (HEIC decode per megapixel, PNG savings against the floors);
  // images-png.bench.ts: issue 36's (our PNG palette against pngquant 65-80 + OxiPNG, the 12 MP quantisation in the page).
  testMatch: ['images.bench.ts', 'images-floor-heic.bench.ts', 'images-png.bench.ts'],
  timeout: 1_800_000,
  workers: 1,
  reporter: [['list']],
  outputDir: '/tmp/filesmith-bench-images',
  use: {
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    },
  },
});
