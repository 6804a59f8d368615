import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

/** Builds the single-file agent the server offers for download, when it is missing or older than its sources. */
export function buildAgent(): void {
  execFileSync('node', [path.join(root, 'scripts', 'agent-build.mjs')]);
}
