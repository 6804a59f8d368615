// Builds the agent hosts download, when missing or older than its sources: one file hosts run with Node.js 18 or newer,
// agent/dist/netloom-agent.mjs (offered at /api/v1/agent/netloom-agent.mjs), and the self-contained executable,
// agent/dist/netloom-agent (offered at /api/v1/agent/netloom-agent; scripts/agent-executable-build.mjs).
//   node scripts/agent-build.mjs
import { chmodSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { ensureAgentExecutableBuilt } from './agent-executable-build.mjs';
import { isBuildFresh } from './build-freshness.mjs';
import { describeFile, reportBuilt } from './build-report.mjs';
import { NODE_BUNDLE_OPTIONS } from './node-bundle.mjs';

const root = resolve(import.meta.dirname, '..');
const sources = ['agent/src', 'contract/src', 'agent/package.json'];
export const AGENT_BUNDLE = join(root, 'agent', 'dist', 'netloom-agent.mjs');

/** Builds the script when needed; returns its path. */
async function ensureAgentScriptBuilt() {
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

/**
 * Builds the script and the executable when needed; returns the path of the script. A Node.js that cannot carry an
 * application (one built without the single-executable fuse, as some distributions ship) leaves hosts the script.
 */
export async function ensureAgentBuilt() {
  try {
    await ensureAgentExecutableBuilt(root, sources);
  } catch (error) {
    console.warn(`The self-contained agent was not built (hosts can still take the script): ${error.message}`);
  }
  return ensureAgentScriptBuilt();
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await ensureAgentBuilt();
