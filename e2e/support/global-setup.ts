import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const scripts = join(resolve(import.meta.dirname, '..', '..'), 'scripts');

function build(script: string, args: string[], what: string): void {
  const built = spawnSync('node', [join(scripts, script), ...args], { stdio: 'inherit' });
  if (built.status !== 0) throw new Error(`the ${what} build failed`);
}

/** Builds both console variants, the agent hosts run and the compiled server once, before any test starts a server. */
export default function globalSetup(): void {
  build('console-build.mjs', [], 'console');
  build('console-build.mjs', ['--hosted'], 'hosted console');
  build('agent-build.mjs', [], 'agent');
  build('server-build.mjs', [], 'server');
}
