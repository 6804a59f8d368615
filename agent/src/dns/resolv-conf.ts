import { mkdir, open, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { AgentError } from '../agent-error';
import { writePrivateFile } from '../state/private-file';
import { withMeshBlock, withoutMeshBlock, type ResolverPlan } from './resolv-conf-text';

/** Where the host's resolver file is. */
export const RESOLV_CONF = '/etc/resolv.conf';

/** The file's bytes; null when there is none. */
async function readIfThere(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** More than any resolver file holds: a larger kept copy is not one. */
const MOST_RESOLV_CONF_BYTES = 1024 * 1024;

/** A copy kept in the state folder; an AgentError when it cannot be a resolver file (binary, huge), which is never written back. */
async function readKeptCopy(path: string): Promise<Buffer | null> {
  const bytes = await readIfThere(path);
  if (bytes === null || (bytes.length <= MOST_RESOLV_CONF_BYTES && !bytes.includes(0))) return bytes;
  throw new AgentError(
    `${path} is damaged (it is no resolver file: ${bytes.includes(0) ? 'it holds NUL bytes' : 'it is over 1 MB'}): check ${RESOLV_CONF} by hand, then delete it`,
  );
}

/**
 * Writes a file in place: the same inode, truncated and written. `ip netns exec` bind-mounts a
 * namespace's resolv.conf over /etc/resolv.conf, and a file renamed over a mount point would fail.
 */
async function writeInPlace(path: string, bytes: Buffer): Promise<void> {
  const file = await open(path, 'w');
  try {
    await file.writeFile(bytes);
    await file.sync();
  } finally {
    await file.close();
  }
}

/** Whether `current` is what we wrote, or the start of it (a write of ours that a crash cut short). */
function isOurs(current: Buffer, written: Buffer | null): boolean {
  return written !== null && written.subarray(0, current.length).equals(current);
}

/**
 * The `file` mode: a managed block on top of the resolver file, with the file as it was kept in the
 * state folder (`resolv.conf.original`, and `resolv.conf.written` for what we wrote) so that it can be
 * restored byte for byte; nothing is written that could not be restored. A file someone rewrote
 * since is never clobbered: its new bytes become the original, or lose only our block on restore.
 */
export class ResolvConf {
  private readonly originalPath: string;
  private readonly writtenPath: string;

  /** `path`: the resolver file; `folder`: where the copies are kept (made when missing, root only). */
  constructor(
    private readonly path: string,
    private readonly folder: string,
  ) {
    this.originalPath = join(folder, 'resolv.conf.original');
    this.writtenPath = join(folder, 'resolv.conf.written');
  }

  /**
   * Puts the block in the file (again, when it changed or someone rewrote the file). The original is
   * on the disk before the file is touched; when it cannot be saved this throws and writes nothing.
   */
  async apply(plan: ResolverPlan): Promise<void> {
    const current = await readFile(this.path);
    const savedOriginal = await readKeptCopy(this.originalPath);
    const written = savedOriginal && (await readKeptCopy(this.writtenPath));
    const original = savedOriginal && isOurs(current, written) ? savedOriginal : withoutMeshBlock(current);
    const next = withMeshBlock(original, plan);
    if (current.equals(next) && written?.equals(next) && savedOriginal?.equals(original)) return;
    await mkdir(this.folder, { recursive: true, mode: 0o700 });
    if (!savedOriginal?.equals(original)) await writePrivateFile(this.originalPath, original, { durable: true });
    await writePrivateFile(this.writtenPath, next, { durable: true });
    await writeInPlace(this.path, next);
  }

  /**
   * Puts the file back and forgets the copies: the original byte for byte when the file is still what
   * we wrote; when someone changed it since, their file without our block. False when nothing was kept.
   */
  async restore(): Promise<boolean> {
    const original = await readKeptCopy(this.originalPath);
    if (original) {
      const current = await readIfThere(this.path);
      const written = await readKeptCopy(this.writtenPath);
      if (current && isOurs(current, written)) {
        await writeInPlace(this.path, original);
      } else if (current) {
        const theirs = withoutMeshBlock(current);
        if (!theirs.equals(current)) await writeInPlace(this.path, theirs);
      }
    }
    await rm(this.writtenPath, { force: true });
    await rm(this.originalPath, { force: true });
    return original !== null;
  }

  /** At start: a file left with our block by an agent that was killed is restored (true when it was). */
  repairAfterCrash(): Promise<boolean> {
    return this.restore();
  }
}
