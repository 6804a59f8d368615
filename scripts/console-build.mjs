// Builds the console when its build is missing or older than its sources.
//   node scripts/console-build.mjs [--hosted]   (the hosted build goes to console/dist-hosted)
import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isBuildFresh } from './build-freshness.mjs';

const root = resolve(import.meta.dirname, '..');
const sources = [
  'console/src',
  'console/public',
  'console/index.html',
  'console/vite.config.ts',
  'console/precompress.ts',
  'contract/src',
];

/** Builds when needed; returns the folder of the build. Exits the process when the build fails. */
export function ensureConsoleBuilt({ hosted = false } = {}) {
  const outDir = hosted ? 'dist-hosted' : 'dist';
  const builtIndex = join(root, 'console', outDir, 'index.html');
  if (!isBuildFresh(root, builtIndex, sources)) {
    console.log(`Building the console${hosted ? ' (hosted variant)' : ''}...`);
    const build = spawnSync('npm', ['run', 'build', '--workspace', 'console', '--', '--outDir', outDir], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, VITE_HOSTED: hosted ? 'true' : 'false' },
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  return join(root, 'console', outDir);
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  ensureConsoleBuilt({ hosted: process.argv.includes('--hosted') });
