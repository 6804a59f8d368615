import { spawn } from 'node:child_process';

/** A system command that failed: what ran, its exit code and what it printed on stderr. */
export class CommandError extends Error {
  constructor(
    readonly command: string,
    readonly exitCode: number | null,
    readonly stderr: string,
  ) {
    super(`${command} failed${exitCode === null ? '' : ` (exit ${exitCode})`}: ${stderr.trim() || 'no output'}`);
    this.name = 'CommandError';
  }
}

export interface RunOptions {
  /** Written to the command's standard input (e.g. a configuration for `wg syncconf <if> /dev/stdin`). */
  input?: string;
  env?: Record<string, string>;
}

/** Runs a program (no shell) and resolves with its stdout; rejects with a CommandError when it fails. */
export function run(program: string, args: string[], options: RunOptions = {}): Promise<string> {
  const command = [program, ...args].join(' ');
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, {
      env: { ...process.env, ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(new CommandError(command, null, error.code === 'ENOENT' ? `${program} is not installed` : error.message)),
    );
    child.on('close', (code) => (code === 0 ? resolve(stdout) : reject(new CommandError(command, code, stderr))));
    // A program that exits without reading its input (`ip link add` failing at once) leaves EPIPE here; its exit code
    // tells what happened.
    child.stdin.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE') reject(new CommandError(command, null, error.message));
    });
    child.stdin.end(options.input ?? '');
  });
}
