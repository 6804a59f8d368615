import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..', '..');

/** Builds the agent the server offers for download (executable and script), when missing or older than its sources. */
export function buildAgent(): void {
  execFileSync(process.execPath, [path.join(root, 'scripts', 'agent-build.mjs')]);
}
