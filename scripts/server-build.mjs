// Compiles the server into server/dist/main.mjs (and the netloom command into server/dist/netloom.mjs)
// when it is missing or older than its sources, so `npm start` runs plain JavaScript rather than
// compiling TypeScript at every start. The server's own code and the contract are bundled; the
// packages it depends on are loaded from node_modules.
//   node scripts/server-build.mjs
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { isBuildFresh } from './build-freshness.mjs';
import { describeFile, reportBuilt } from './build-report.mjs';
import { NODE_BUNDLE_OPTIONS } from './node-bundle.mjs';

const root = resolve(import.meta.dirname, '..');
const sources = ['server/src', 'contract/src', 'server/package.json', 'scripts/server-build.mjs'];
export const SERVER_BUNDLE = join(root, 'server', 'dist', 'main.mjs');

/**
 * Dependencies bundled with the server's code: ES modules of many small files each (with the contract, the
 * workspace's own). Node.js resolves, reads and compiles every file of a package loaded on its own, which made
 * loading them a fifth of the server's start; bundled, they are one file's text. The packages that stay on their
 * own are those that are CommonJS (read through one `require` each), native, or that serve their own files.
 */
const BUNDLED_PACKAGES = [
  '@netloom/contract',
  'aedes',
  'fastify-type-provider-zod',
  'jose',
  'kysely',
  'openid-client',
  'zod',
];

/** The server's dependencies that stay packages of their own. */
function externalPackages() {
  const { dependencies } = JSON.parse(readFileSync(join(root, 'server', 'package.json'), 'utf8'));
  return Object.keys(dependencies).filter((name) => !BUNDLED_PACKAGES.includes(name));
}

/** The bundled packages' own `require`s of CommonJS packages go through Node.js's, as they would unbundled. */
const REQUIRE_IN_BUNDLE =
  "import { createRequire as netloomCreateRequire } from 'node:module'; const require = netloomCreateRequire(import.meta.url);";

/** The `netloom` command (backup, restore), built from the same sources. */
export const CLI_BUNDLE = join(root, 'server', 'dist', 'netloom.mjs');

/** Builds `entry` (under server/src) into `bundle` when it is missing or stale; returns the path of the bundle. */
async function ensureBuilt(entry, bundle, what) {
  if (isBuildFresh(root, bundle, sources)) return bundle;
  const startedAt = performance.now();
  await build({
    ...NODE_BUNDLE_OPTIONS,
    entryPoints: [join(root, 'server', 'src', entry)],
    outfile: bundle,
    external: externalPackages(),
    sourcemap: true,
    // Stack traces need the mappings only: the sources are in the repository, and the map is read at every start.
    sourcesContent: false,
    banner: { js: REQUIRE_IN_BUNDLE },
  });
  reportBuilt(what, startedAt, describeFile(bundle));
  return bundle;
}

/** Builds the server when needed; returns the path of the bundle. */
export function ensureServerBuilt() {
  return ensureBuilt('main.ts', SERVER_BUNDLE, 'the server');
}

/** Builds the netloom command when needed; returns the path of the bundle. */
export function ensureCliBuilt() {
  return ensureBuilt('cli/netloom.ts', CLI_BUNDLE, 'the netloom command');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await ensureServerBuilt();
