import { randomBytes } from 'node:crypto';
import { chmod, open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';

/** Each file's last write in this process: a write starts when the one before it has ended. */
const lastWrites = new Map<string, Promise<void>>();

export interface PrivateFileOptions {
  /** On the disk before the write resolves (file and folder synced): survives a crash or power loss. */
  durable?: boolean;
}

async function syncFolder(path: string): Promise<void> {
  const folder = await open(dirname(path), 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

async function replaceFile(path: string, content: string | Uint8Array, durable: boolean): Promise<void> {
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const file = await open(temporary, 'w', 0o600);
    try {
      await file.writeFile(content);
      if (durable) await file.sync();
    } finally {
      await file.close();
    }
    await chmod(temporary, 0o600);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  if (durable) await syncFolder(path);
}

/**
 * Writes a file readable by root only, whole or not at all: a temporary file of its own renamed over
 * the old one. Writes of one file are made one after another in the order asked, so however many run
 * at once, none fails for another and the file ends with the last text (or bytes).
 */
export function writePrivateFile(
  path: string,
  content: string | Uint8Array,
  options: PrivateFileOptions = {},
): Promise<void> {
  const write = (lastWrites.get(path) ?? Promise.resolve())
    .catch(() => undefined)
    .then(() => replaceFile(path, content, options.durable ?? false));
  lastWrites.set(path, write);
  const forget = () => {
    if (lastWrites.get(path) === write) lastWrites.delete(path);
  };
  void write.then(forget, forget);
  return write;
}
