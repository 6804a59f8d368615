// Runs every test runner (contract, agent, server API on SQLite and PostgreSQL, browser and mesh) and ends with one
// line `N passed, N failed` summed over all of them. Exits non-zero when any runner fails.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const reports = mkdtempSync(join(tmpdir(), 'netloom-test-'));
const results = [];

function run(name, command, args, options) {
  console.log(`\n=== ${name} ===`);
  const { status } = spawnSync(command, args, {
    stdio: 'inherit',
    ...options,
    env: { ...process.env, ...options.env },
  });
  const counts = existsSync(options.report) ? options.count(JSON.parse(readFileSync(options.report, 'utf8'))) : null;
  const passed = counts?.passed ?? 0;
  const failed = counts ? counts.failed : 1;
  const broken = status !== 0 && failed === 0;
  results.push({ name, passed, failed: broken ? 1 : failed, status });
}

const vitestCounts = (report) => ({ passed: report.numPassedTests, failed: report.numFailedTests });
const playwrightCounts = (report) => ({
  passed: report.stats.expected + report.stats.flaky,
  failed: report.stats.unexpected,
});

function vitest(name, workspace, env = {}) {
  const report = join(reports, `${workspace}.json`);
  run(name, bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    cwd: join(root, workspace),
    env,
    report,
    count: vitestCounts,
  });
}

/** PostgreSQL for the API tests: the given NETLOOM_TEST_DATABASE_URL, else a private cluster when installed. */
function startPostgres() {
  if (process.env.NETLOOM_TEST_DATABASE_URL) return { url: process.env.NETLOOM_TEST_DATABASE_URL, stop: () => {} };
  const dir = mkdtempSync(join(tmpdir(), 'netloom-pg-'));
  const port = String(56000 + Math.floor(Math.random() * 1000));
  const script = join(root, 'scripts', 'pg-cluster.sh');
  const started = spawnSync('bash', [script, 'start', dir, port], { encoding: 'utf8' });
  if (started.status !== 0) {
    console.log(`PostgreSQL could not be started, so the API tests run on SQLite only:\n${started.stderr}`);
    return { url: null, stop: () => {} };
  }
  return {
    url: started.stdout.trim(),
    stop: () => {
      spawnSync('bash', [script, 'stop', dir], { stdio: 'inherit' });
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

vitest('contract', 'contract');
vitest('agent', 'agent');
vitest('console units', 'console');

const postgres = startPostgres();
try {
  vitest(postgres.url ? 'server API (SQLite and PostgreSQL)' : 'server API (SQLite)', 'server', {
    NETLOOM_TEST_DATABASE_URL: postgres.url ?? '',
  });
} finally {
  postgres.stop();
}

const e2eReport = join(reports, 'e2e.json');
run('browser (Playwright, Chromium)', bin('playwright'), ['test'], {
  cwd: join(root, 'e2e'),
  env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
  report: e2eReport,
  count: playwrightCounts,
});

rmSync(reports, { recursive: true, force: true });
console.log('');
for (const { name, passed, failed, status } of results) {
  console.log(`  ${name}: ${passed} passing, ${failed} failing${status === 0 ? '' : ` (exit ${status})`}`);
}
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || results.some((r) => r.status !== 0) ? 1 : 0);
