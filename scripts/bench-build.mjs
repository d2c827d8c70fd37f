// Build benchmark: cold production build time with and without `future.experimental_faster`
// (median of N runs each, interleaved), output sizes, and the JavaScript a visitor downloads on a first visit.
// Usage: npm run bench:build [-- --runs 3]
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { median } from './lib/median.mjs';

const runsArg = process.argv.indexOf('--runs');
const runs = runsArg === -1 ? 3 : Number(process.argv[runsArg + 1]);
const FIRST_LOAD_PATH = '/docs/guides';
const PORT = 4190;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function dirSize(dir) {
  return readdirSync(dir, { withFileTypes: true }).reduce((total, entry) => {
    const full = path.join(dir, entry.name);
    return total + (entry.isDirectory() ? dirSize(full) : statSync(full).size);
  }, 0);
}

function coldBuild(slower) {
  // "Cold": no Docusaurus, webpack/Rspack or Babel caches from a previous build.
  for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) rmSync(dir, { recursive: true, force: true });
  const started = process.hrtime.bigint();
  execFileSync('npx', ['docusaurus', 'build'], {
    stdio: 'ignore',
    env: { ...process.env, DOCUSAURUS_SLOWER: slower ? 'true' : 'false' },
  });
  return Number(process.hrtime.bigint() - started) / 1e9;
}

const times = { faster: [], slower: [] };
for (let run = 1; run <= runs; run += 1) {
  for (const mode of ['slower', 'faster']) {
    const seconds = coldBuild(mode === 'slower');
    times[mode].push(seconds);
    console.log(`run ${run}/${runs} ${mode.padEnd(6)} ${seconds.toFixed(1)} s`);
  }
}

// The last build above used experimental_faster: measure what ships.
const buildBytes = dirSize('build');
const jsBytes = dirSize('build/assets/js');

const server = spawn('npx', ['docusaurus', 'serve', '--port', String(PORT), '--host', '127.0.0.1', '--no-open'], {
  stdio: 'ignore',
  detached: true,
});
let firstLoad;
try {
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.body().then((body) => body));
  });
  await page.goto(`http://127.0.0.1:${PORT}${FIRST_LOAD_PATH}`, { waitUntil: 'networkidle' });
  const bodies = await Promise.all(scripts);
  firstLoad = {
    files: bodies.length,
    raw: bodies.reduce((sum, body) => sum + body.length, 0),
    gzip: bodies.reduce((sum, body) => sum + gzipSync(body).length, 0),
  };
  await browser.close();
} finally {
  process.kill(-server.pid);
}

console.log('\nCold build, median of %d runs:', runs);
console.log(
  `  experimental_faster on   ${median(times.faster).toFixed(1)} s  (${times.faster.map((t) => t.toFixed(1)).join(', ')})`,
);
console.log(
  `  experimental_faster off  ${median(times.slower).toFixed(1)} s  (${times.slower.map((t) => t.toFixed(1)).join(', ')})`,
);
console.log(`build/            ${kb(buildBytes)}`);
console.log(`build/assets/js/  ${kb(jsBytes)}`);
console.log(
  `First load of ${FIRST_LOAD_PATH}: ${firstLoad.files} scripts, ${kb(firstLoad.raw)} raw, ${kb(firstLoad.gzip)} gzip (level 6)`,
);
