import { spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';

/** Builds both console variants once, before any test starts a server. */
export default function globalSetup(): void {
  const script = join(resolve(import.meta.dirname, '..', '..'), 'scripts', 'console-build.mjs');
  for (const args of [[], ['--hosted']]) {
    const build = spawnSync('node', [script, ...args], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`the console build failed (${args.join(' ') || 'self-hosted'})`);
  }
}
