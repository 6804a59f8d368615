// The one line a build prints once it is done, e.g. "Built the console in 3.6 s: 48 files, 1.9 MB (610 kB
// compressed)", in place of the builders' own listings.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The copies precompress.ts writes next to the console's files; they are counted as the compressed size. */
const COMPRESSED_COPY = /\.(br|gz)$/;

/** `bytes` as the builders show sizes: B, kB or MB, in powers of 1000. */
function formatSize(bytes) {
  if (bytes >= 1e6) return `${(bytes / 1e6).toFixed(1)} MB`;
  if (bytes >= 1e3) return `${Math.round(bytes / 1e3)} kB`;
  return `${bytes} B`;
}

/** Prints "Built <what> in <seconds> s: <details>" for a build that began at `startedAt` (performance.now()). */
export function reportBuilt(what, startedAt, details) {
  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  console.log(`Built ${what} in ${seconds} s: ${details}`);
}

/** The size of one built file, e.g. "640 kB". */
export function describeFile(file) {
  return formatSize(statSync(file).size);
}

/**
 * The files of a built folder, e.g. "48 files, 1.9 MB (610 kB compressed)"; a file's compressed size is its
 * Brotli copy's when it has one (what a browser downloads), its own otherwise.
 */
export function describeFolder(folder) {
  const files = readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !COMPRESSED_COPY.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  let size = 0;
  let compressed = 0;
  for (const file of files) {
    const own = statSync(file).size;
    size += own;
    compressed += existsSync(`${file}.br`) ? statSync(`${file}.br`).size : own;
  }
  return `${files.length} files, ${formatSize(size)} (${formatSize(compressed)} compressed)`;
}

/** On a terminal, shows "Building <what>..." until the returned function removes it; elsewhere shows nothing. */
export function showBuilding(what) {
  if (!process.stdout.isTTY) return () => {};
  process.stdout.write(`Building ${what}...`);
  return () => process.stdout.write('\r\x1b[K');
}
