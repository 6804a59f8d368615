import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newestChange(path) {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestChange(join(path, entry))));
}

/** Whether `output` exists and is newer than every file of `sources` (paths under `root`). */
export function isBuildFresh(root, output, sources) {
  return existsSync(output) && sources.every((source) => newestChange(join(root, source)) <= statSync(output).mtimeMs);
}
