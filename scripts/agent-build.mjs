// Builds the agent into one file hosts run with Node.js, agent/dist/netloom-agent.mjs, when it is
// missing or older than its sources; the server offers it at /api/v1/agent/netloom-agent.
//   node scripts/agent-build.mjs
import { chmodSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { isBuildFresh } from './build-freshness.mjs';
import { describeFile, reportBuilt } from './build-report.mjs';
import { NODE_BUNDLE_OPTIONS } from './node-bundle.mjs';

const root = resolve(import.meta.dirname, '..');
const sources = ['agent/src', 'contract/src', 'agent/package.json'];
export const AGENT_BUNDLE = join(root, 'agent', 'dist', 'netloom-agent.mjs');

/** Builds when needed; returns the path of the bundle. */
export async function ensureAgentBuilt() {
  if (isBuildFresh(root, AGENT_BUNDLE, sources)) return AGENT_BUNDLE;
  const startedAt = performance.now();
  await build({
    ...NODE_BUNDLE_OPTIONS,
    entryPoints: [join(root, 'agent', 'src', 'netloom-agent.ts')],
    outfile: AGENT_BUNDLE,
    minify: true,
    legalComments: 'eof',
    // Bundled CommonJS packages still call require() for Node's own modules.
    banner: {
      js: "#!/usr/bin/env node\nimport { createRequire as netloomRequire } from 'node:module';\nconst require = netloomRequire(import.meta.url);",
    },
  });
  chmodSync(AGENT_BUNDLE, 0o755);
  reportBuilt('the agent', startedAt, describeFile(AGENT_BUNDLE));
  return AGENT_BUNDLE;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await ensureAgentBuilt();
