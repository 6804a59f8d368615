import { lstat, readFile, readlink } from 'node:fs/promises';
import { basename, dirname, resolve } from 'node:path';
import { errorText } from '../agent-error';
import { run as runCommand } from '../system/run';

/** Runs a system command (no shell) and resolves with its output: `run` from `system/run`, or a stand-in in tests. */
export type Run = typeof runCommand;

/** How the host's resolver can be pointed at the agent, and when it cannot, why (a sentence a person can act on). */
export interface ResolverFinding {
  mode: 'resolved' | 'file' | 'none';
  reason: string;
}

const RESOLVED_FOLDER = '/run/systemd/resolve/';
const RESOLVED_STUB = /^[ \t]*nameserver[ \t]+127\.0\.0\.53[ \t]*\r?$/m;

async function resolvectlProblem(run: Run): Promise<string | null> {
  try {
    await run('resolvectl', ['status']);
    return null;
  } catch (error) {
    return errorText(error);
  }
}

/**
 * How to point the host's resolver at the agent: `resolved` when the resolver file is
 * systemd-resolved's stub (a symlink to /run/systemd/resolve/stub-resolv.conf, or a file naming 127.0.0.53) and
 * resolvectl works; `file` when it is a regular file the agent can add its block to; otherwise
 * `none`, saying why. `servedAt` says where the names are served (`10.0.0.1:53`).
 */
export async function resolverMode(path: string, servedAt: string, run: Run = runCommand): Promise<ResolverFinding> {
  const unpointed = `the mesh's names are served at ${servedAt} but the host's resolver is not pointed at them`;
  const stat = await lstat(path).catch((error: NodeJS.ErrnoException) => error);
  if (stat instanceof Error) {
    const problem = stat.code === 'ENOENT' ? 'does not exist' : `cannot be read (${stat.message})`;
    return { mode: 'none', reason: `${path} ${problem}: ${unpointed}` };
  }
  if (stat.isSymbolicLink()) {
    const target = await readlink(path);
    if (!resolve(dirname(path), target).startsWith(RESOLVED_FOLDER)) {
      return { mode: 'none', reason: `${path} is a symlink to ${target}, managed by another program: ${unpointed}` };
    }
    if (basename(target) !== 'stub-resolv.conf') {
      return {
        mode: 'none',
        reason: `${path} is systemd-resolved's list of upstream servers (${target}), which the host's programs ask directly, bypassing resolved: link it to ${RESOLVED_FOLDER}stub-resolv.conf for the mesh's names to resolve (${unpointed})`,
      };
    }
    const problem = await resolvectlProblem(run);
    if (problem === null) return { mode: 'resolved', reason: '' };
    return {
      mode: 'none',
      reason: `${path} is systemd-resolved's, but resolvectl does not work (${problem}): ${unpointed}`,
    };
  }
  if (!stat.isFile()) return { mode: 'none', reason: `${path} is not a regular file: ${unpointed}` };
  const namesStub = RESOLVED_STUB.test(await readFile(path, 'latin1'));
  return namesStub && (await resolvectlProblem(run)) === null
    ? { mode: 'resolved', reason: '' }
    : { mode: 'file', reason: '' };
}
