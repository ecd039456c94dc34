#!/usr/bin/env node
// `npm test`: build and type-check everything, lint, run every Vitest project (unit,
// slow known-answer suites, browser tests in Debian's Chromium) and end with the one
// line CI reads: "N passed, N failed". Type-check, lint, the unused-code check (knip)
// and the cycle check (dependency-cruiser) count as one test each.
// PostgreSQL and Redis must answer first (./services.mjs starts them when it can).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM } from './chromium.mjs';
import { ensureServices } from './services.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
let passed = 0;
let failed = 0;

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

function step(label, cmd, args) {
  if (run(label, cmd, args)) passed++;
  else {
    failed++;
    console.log(`*** ${label} failed`);
  }
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
let aptUpdated = false;

/** Installs Debian packages when we are root on Debian; false when we cannot. */
function aptInstall(packages) {
  if (!isRoot || !existsSync('/usr/bin/apt-get')) return false;
  if (!aptUpdated) aptUpdated = run('apt-get update', 'apt-get', ['update', '-qq']);
  return run(`install ${packages.join(' ')}`, 'apt-get', ['install', '-y', '-qq', ...packages], {
    DEBIAN_FRONTEND: 'noninteractive',
  });
}

/** Debian's Chromium for the browser tests (and a CJK font so 棋盘 renders). */
function ensureChromium() {
  if (!existsSync(CHROMIUM)) {
    console.log("Chromium is missing: installing Debian's chromium package");
    aptInstall(['chromium']);
  }
  if (!existsSync('/usr/share/fonts/truetype/wqy/wqy-microhei.ttc'))
    aptInstall(['fonts-wqy-microhei']);
  if (existsSync(CHROMIUM)) return true;
  console.log(
    `Browser tests need Debian's Chromium at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium`,
  );
  return false;
}

/** GNU Go for the live GTP tests; those tests skip with a message when it is missing. */
function ensureGnuGo() {
  if (existsSync('/usr/games/gnugo')) return;
  console.log("GNU Go is missing: installing Debian's gnugo package");
  if (!aptInstall(['gnugo']) || !existsSync('/usr/games/gnugo')) {
    console.log('GNU Go tests will be skipped. Install it with: sudo apt-get install -y gnugo');
  }
}

const chromiumOk = ensureChromium();
ensureGnuGo();
if (!chromiumOk) failed++;

// PostgreSQL and Redis: started here when we can; otherwise stop, saying how (their
// tests are never skipped).
console.log('\n=== services: PostgreSQL and Redis');
const services = await ensureServices({ env: process.env, isRoot, aptInstall });
for (const line of services.lines) console.log(line);
if (!services.ok) {
  console.log('*** PostgreSQL or Redis is missing: stopping before the tests');
  console.log(`\n${passed} passed, ${failed + 1} failed`);
  process.exit(1);
}

step('build and type-check sources', 'npm', ['run', 'build', '--silent']);
step('type-check tests', 'npx', ['tsc', '-p', 'tsconfig.tests.json']);
step('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
// Guards: no unused file, export or dependency (knip.jsonc), no import cycle
// (.dependency-cruiser.mjs). Each counts as one test.
step('unused code (knip)', 'npm', ['run', '--silent', 'check:unused']);
step('import cycles (dependency-cruiser)', 'npm', ['run', '--silent', 'check:cycles']);

const out = join(root, '.test-results');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const json = join(out, 'vitest.json');
const projects = chromiumOk ? [] : ['--project', 'unit', '--project', 'slow'];
run('vitest', 'npx', [
  'vitest',
  'run',
  ...projects,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${json}`,
]);
if (existsSync(json)) {
  const r = JSON.parse(readFileSync(json, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
  // A file that fails to load has no failed test but a failed suite: count it.
  if (!r.numFailedTests && r.numFailedTestSuites) failed += r.numFailedTestSuites;
  if ((r.numTotalTests ?? 0) === 0) {
    console.log('*** vitest ran no test');
    failed++;
  }
} else {
  console.log('*** vitest wrote no results');
  failed++;
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
