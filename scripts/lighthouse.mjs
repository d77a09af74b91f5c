// Lighthouse scores (performance, accessibility, best-practices, SEO) for the built site.
// Serves an existing build (DIST, default dist/) with `vite preview` on port 4331 (LH_PORT), runs Lighthouse
// in headless Chromium on each page, prints a Markdown table plus the failing audits of every
// category under the threshold, writes reports/lighthouse.json and exits 1 if any score < LH_MIN.
//
//   npm run build && npm run lighthouse
//   DIST=dist-lh LH_PAGES=/,/pdf-merger LH_MIN=90 CHROME_PATH=/usr/bin/chromium npm run lighthouse
// LH_FULL=1 also keeps each page's full Lighthouse report as reports/lighthouse-<page>.json.
//
// Settings: Lighthouse's defaults (mobile form factor, simulated slow 4G, CPU slowdown 4x).
// LH_CPU=2 changes only the CPU slowdown multiplier; LH_CPU=auto calibrates it to this host the
// way Lighthouse's docs/throttling.md describes (its 4x assumes a host with a benchmarkIndex of
// about 1500; a slower host gets a smaller multiplier, so the emulated phone stays the same):
// one calibration run reads the index first. LH_PRESET=desktop uses Lighthouse's desktop preset.
// Whatever was used is printed in the table's heading, with the host's benchmarkIndex.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { launch } from 'chrome-launcher';
import { startPreviewServer } from '../bench/previewServer.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const dist = resolve(ROOT, process.env.DIST ?? 'dist');
const port = Number(process.env.LH_PORT ?? 4331);
const pages = (process.env.LH_PAGES ?? '/,/compress-image,/pdf-merger,/create-zip').split(',').map((p) => p.trim()).filter(Boolean);
const min = Number(process.env.LH_MIN ?? 95);
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const config = process.env.LH_PRESET === 'desktop' ? desktopConfig : undefined;

/** The CPU slowdown that makes this host emulate Lighthouse's reference phone (its calculator's table). */
function calibratedMultiplier(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233; // 1300 = 3x, 1533 = 4x, 2000 = 6x
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500; // 800 = 2x
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650); // 150 = 1x
}
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

if (!existsSync(resolve(dist, 'index.html'))) {
  console.error(`No build in ${dist}: run \`npm run build\` first (with the same DIST).`);
  process.exit(1);
}

const server = await startPreviewServer({ dist, port, page: 'index.html' });
const chrome = await launch({ chromePath, chromeFlags }).catch((error) => {
  server.kill();
  throw error;
});

mkdirSync(resolve(ROOT, 'reports'), { recursive: true });
const results = [];
try {
  let throttling;
  if (process.env.LH_CPU === 'auto') {
    const { lhr } = await lighthouse(`http://localhost:${port}${pages[0]}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] }, config);
    const multiplier = Math.round(calibratedMultiplier(lhr.environment.benchmarkIndex) * 10) / 10;
    console.error(`calibration: benchmarkIndex ${Math.round(lhr.environment.benchmarkIndex)} -> CPU ${multiplier}x`);
    throttling = { ...lhr.configSettings.throttling, cpuSlowdownMultiplier: multiplier };
  } else if (process.env.LH_CPU) {
    throttling = { cpuSlowdownMultiplier: Number(process.env.LH_CPU) };
  }
  for (const page of pages) {
    const url = `http://localhost:${port}${page}`;
    const flags = { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories, throttling };
    const { lhr } = await lighthouse(url, flags, config);
    if (lhr.runtimeError) {
      console.error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      results.push({ page, scores: Object.fromEntries(categories.map((c) => [c, 0])), failing: {}, error: lhr.runtimeError.code });
      continue;
    }
    for (const warning of lhr.runWarnings) console.error(`${page}: ${warning}`);
    if (process.env.LH_FULL) writeFileSync(resolve(ROOT, `reports/lighthouse-${page.slice(1).replace(/\//g, '_') || 'home'}.json`), JSON.stringify(lhr));
    const scores = {};
    const failing = {};
    for (const id of categories) {
      const category = lhr.categories[id];
      scores[id] = Math.round(category.score * 100);
      if (scores[id] >= min) continue;
      failing[id] = category.auditRefs
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a.score !== null && a.score < 0.9 && !['notApplicable', 'manual', 'informative'].includes(a.scoreDisplayMode))
        .map((a) => ({ id: a.id, title: a.title, displayValue: a.displayValue ?? '', score: a.score }));
    }
    const { formFactor, throttlingMethod, throttling: t } = lhr.configSettings;
    const settings = `Lighthouse ${lhr.lighthouseVersion} · ${formFactor} · ${throttlingMethod} throttling (RTT ${t.rttMs} ms, ${Math.round(t.throughputKbps)} Kbps, CPU ${t.cpuSlowdownMultiplier}x)`;
    results.push({ page, scores, failing, settings, benchmarkIndex: Math.round(lhr.environment.benchmarkIndex) });
    console.error(`done ${page}`);
  }
} finally {
  await chrome.kill();
  server.kill();
}

const settings = results.find((r) => r.settings)?.settings;
console.log(`\n${settings} · benchmarkIndex ${results.map((r) => r.benchmarkIndex ?? '-').join('/')} · threshold ${min}\n`);
console.log(`| Page | ${categories.join(' | ')} |\n|---|${categories.map(() => '---:').join('|')}|`);
for (const r of results) console.log(`| ${r.page} | ${categories.map((c) => (r.error ? r.error : r.scores[c] < min ? `**${r.scores[c]}**` : r.scores[c])).join(' | ')} |`);
for (const r of results) {
  for (const [category, audits] of Object.entries(r.failing)) {
    console.log(`\n${r.page} · ${category} ${r.scores[category]}:`);
    for (const a of audits) console.log(`- ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''}`);
  }
}

writeFileSync(resolve(ROOT, 'reports/lighthouse.json'), JSON.stringify({ date: new Date().toISOString(), dist, min, settings, results }, null, 2) + '\n');
console.log('\nWrote reports/lighthouse.json');
process.exit(results.every((r) => categories.every((c) => r.scores[c] >= min)) ? 0 : 1);
