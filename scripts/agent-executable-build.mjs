// Builds the self-contained agent, agent/dist/netloom-agent: this machine's Node.js with the agent
// injected as a single executable application (https://nodejs.org/api/single-executable-applications.html),
// so hosts need no Node.js of their own. Built when missing or older than its sources or than the
// Node.js it carries; the server offers it at /api/v1/agent/netloom-agent (Linux on this machine's
// processor; other hosts take the script, agent/dist/netloom-agent.mjs, with Node.js 18 or newer).
import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { build } from 'esbuild';
import { isBuildFresh } from './build-freshness.mjs';
import { describeFile, reportBuilt } from './build-report.mjs';
import { NODE_BUNDLE_OPTIONS } from './node-bundle.mjs';

/** The fuse Node.js's own binaries carry for an injected application (the same in every release). */
const SEA_FUSE = 'NODE_SEA_FUSE_fce680ab2cc467b6e072b8b5df1996b2';

/** postject's command, run as a child so that its warnings about Node.js's ELF notes stay out of the build's output. */
const POSTJECT = createRequire(import.meta.url).resolve('postject/dist/cli.js');

/** Runs Node.js with `args`; throws with what it printed when it fails. */
function runNode(args) {
  execFileSync(process.execPath, args, { stdio: 'pipe' });
}

/** Builds the executable under `root` from the agent's sources when needed; returns its path. */
export async function ensureAgentExecutableBuilt(root, sources) {
  const executable = join(root, 'agent', 'dist', 'netloom-agent');
  if (isBuildFresh(root, executable, [...sources, process.execPath])) return executable;
  const startedAt = performance.now();
  const work = join(root, 'agent', 'dist', 'executable');
  mkdirSync(work, { recursive: true });
  const bundle = join(work, 'netloom-agent.cjs');
  await build({
    ...NODE_BUNDLE_OPTIONS,
    format: 'cjs',
    entryPoints: [join(root, 'agent', 'src', 'netloom-agent-executable.ts')],
    outfile: bundle,
    minify: true,
    legalComments: 'eof',
  });
  const blob = join(work, 'netloom-agent.blob');
  const config = join(work, 'sea-config.json');
  writeFileSync(config, JSON.stringify({ main: bundle, output: blob, disableExperimentalSEAWarning: true }));
  runNode(['--experimental-sea-config', config]);
  const building = `${executable}.building`;
  copyFileSync(process.execPath, building);
  runNode([POSTJECT, building, 'NODE_SEA_BLOB', blob, '--sentinel-fuse', SEA_FUSE]);
  chmodSync(building, 0o755);
  renameSync(building, executable);
  reportBuilt('the self-contained agent', startedAt, describeFile(executable));
  return executable;
}
