// Builds the console when its build is missing or older than its sources.
//   node scripts/console-build.mjs [--hosted]   (the hosted build goes to console/dist-hosted)
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isBuildFresh } from './build-freshness.mjs';
import { describeFolder, reportBuilt, showBuilding } from './build-report.mjs';

const root = resolve(import.meta.dirname, '..');
const sources = [
  'console/src',
  'console/public',
  'console/index.html',
  'console/vite.config.ts',
  'console/precompress.ts',
  'contract/src',
];

/**
 * Builds when needed and says so in one line; returns the folder of the build. Vite's own output is only
 * its warnings and errors; when the build fails, it is shown and the process exits.
 */
export function ensureConsoleBuilt({ hosted = false } = {}) {
  const outDir = hosted ? 'dist-hosted' : 'dist';
  const folder = join(root, 'console', outDir);
  if (isBuildFresh(root, join(folder, 'index.html'), sources)) return folder;
  const what = `the console${hosted ? ' (hosted variant)' : ''}`;
  const startedAt = performance.now();
  const hideBuilding = showBuilding(what);
  const build = spawnSync(
    'npm',
    ['run', 'build', '--silent', '--workspace', 'console', '--', '--outDir', outDir, '--logLevel', 'warn'],
    { cwd: root, encoding: 'utf8', env: { ...process.env, VITE_HOSTED: hosted ? 'true' : 'false' } },
  );
  hideBuilding();
  if (build.error) throw build.error;
  process.stdout.write(build.stdout);
  process.stderr.write(build.stderr);
  if (build.status !== 0) process.exit(build.status ?? 1);
  reportBuilt(what, startedAt, describeFolder(folder));
  return folder;
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  ensureConsoleBuilt({ hosted: process.argv.includes('--hosted') });
