// Compiles the server into server/dist/main.mjs when it is missing or older than its sources, so
// `npm start` runs plain JavaScript rather than compiling TypeScript at every start. The server's
// own code and the contract are bundled; the packages it depends on are loaded from node_modules.
//   node scripts/server-build.mjs
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { isBuildFresh } from './build-freshness.mjs';
import { NODE_BUNDLE_OPTIONS } from './node-bundle.mjs';

const root = resolve(import.meta.dirname, '..');
const sources = ['server/src', 'contract/src', 'server/package.json'];
export const SERVER_BUNDLE = join(root, 'server', 'dist', 'main.mjs');

/** The server's dependencies that stay packages of their own: all but the workspace's contract. */
function externalPackages() {
  const { dependencies } = JSON.parse(readFileSync(join(root, 'server', 'package.json'), 'utf8'));
  return Object.keys(dependencies).filter((name) => name !== '@netloom/contract');
}

/** Builds when needed; returns the path of the bundle. */
export async function ensureServerBuilt() {
  if (isBuildFresh(root, SERVER_BUNDLE, sources)) return SERVER_BUNDLE;
  console.log('Building the server...');
  await build({
    ...NODE_BUNDLE_OPTIONS,
    entryPoints: [join(root, 'server', 'src', 'main.ts')],
    outfile: SERVER_BUNDLE,
    external: externalPackages(),
    sourcemap: true,
  });
  return SERVER_BUNDLE;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await ensureServerBuilt();
