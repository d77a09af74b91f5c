/**
 * npm run bench: runs every benchmark (images, PDF, ZIP, video, metadata) one after another and
 * writes bench/REPORT.md with their tables and the run's machine, date and commit, so two runs
 * can be compared. Each bench's own noise (npm, test-runner and progress lines) is left out.
 * BENCH_ONLY=zip,pdf runs a subset. Needs a build for the browser benches (npm run build).
 */
import { spawnSync, execFileSync } from 'node:child_process';
import { cpus, totalmem, loadavg, release } from 'node:os';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const BENCHES = [
  ['images', 'Images (JPEG/PNG vs the spec canvas method)'],
  ['pdf', 'PDF compression'],
  ['zip', 'ZIP creation'],
  ['video', 'Video compression'],
  ['video-memory', 'Video memory on a 2 GB input'],
  ['pdf-thumbnails', 'PDF page thumbnails (352-page book)'],
  ['metadata', 'Image metadata'],
];
const only = process.env.BENCH_ONLY?.split(',').map((s) => s.trim());

const NOISE = [
  /^npm (warn|notice)/,
  /^> /,
  /^(memory )?rep \d+/,
  /^\s*(✓|✘|×|↓)\s/,
  /^\s*(Test Files|Tests|Start at|Duration|RUN|JSON report)/,
  /^\[WebServer\]/,
  /^Running \d+ tests?/,
  /^\s*\d+ (passed|failed|skipped)/,
  /^stdout \|/,
  /^\s*$/,
];
// eslint-disable-next-line no-control-regex
const stripAnsi = (text) => text.replace(/\x1b\[[0-9;]*m/g, '');

/** The bench's output without noise; console.table boxes go in code fences to keep their columns. */
function clean(output) {
  const lines = stripAnsi(output).split('\n').filter((line) => !NOISE.some((re) => re.test(line)));
  const out = [];
  let inBox = false;
  for (const line of lines) {
    const box = /^[┌│├└]/.test(line);
    if (box !== inBox) out.push('```');
    inBox = box;
    out.push(line);
    if (line.startsWith('|') === false && !box) out.push('');
  }
  if (inBox) out.push('```');
  return out.join('\n').replace(/\n{3,}/g, '\n\n');
}

const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
let chromium = 'unknown';
try {
  chromium = execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
} catch {
  /* not installed */
}

const sections = [];
for (const [name, title] of BENCHES) {
  if (only && !only.includes(name)) continue;
  console.error(`bench:${name} ...`);
  const started = Date.now();
  const run = spawnSync('npm', ['run', `bench:${name}`], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  const minutes = ((Date.now() - started) / 60000).toFixed(1);
  const status = run.status === 0 ? `${minutes} min` : `**failed** (exit ${run.status}) after ${minutes} min`;
  sections.push(`## ${title}\n\n\`npm run bench:${name}\`, ${status}.\n\n${clean(`${run.stdout}\n${run.status === 0 ? '' : run.stderr}`)}`);
}

const cpu = cpus();
const report = `# Benchmark report

- Date: ${new Date().toISOString()}
- Commit: ${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain') ? ' (with uncommitted changes)' : ''}
- Machine: ${cpu.length} × ${cpu[0]?.model ?? 'CPU'}, ${(totalmem() / 1024 ** 3).toFixed(0)} GB RAM, Linux ${release()}
- Load average at the end: ${loadavg().map((l) => l.toFixed(2)).join(' ')}
- Node ${process.version}; ${chromium}
- Settings: ${Object.entries(process.env).filter(([k]) => k.startsWith('BENCH_')).map(([k, v]) => `${k}=${v}`).join(', ') || 'defaults'}

Produced by \`npm run bench\` (scripts/bench-report.mjs). Numbers from a loaded machine are not comparable with a quiet one: check the load average.

${sections.join('\n\n')}
`;
writeFileSync(resolve(ROOT, 'bench/REPORT.md'), report);
console.error('wrote bench/REPORT.md');
