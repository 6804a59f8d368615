import { randomBytes } from 'node:crypto';
import { chmod, rename, rm, writeFile } from 'node:fs/promises';

/** Each file's last write in this process: a write starts when the one before it has ended. */
const lastWrites = new Map<string, Promise<void>>();

async function replaceFile(path: string, text: string): Promise<void> {
  const temporary = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, text, { mode: 0o600 });
    await chmod(temporary, 0o600);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Writes a file readable by root only, whole or not at all: a temporary file of its own renamed over
 * the old one. Writes of one file are made one after another in the order asked, so however many run
 * at once, none fails for another and the file ends with the last text.
 */
export function writePrivateFile(path: string, text: string): Promise<void> {
  const write = (lastWrites.get(path) ?? Promise.resolve()).catch(() => undefined).then(() => replaceFile(path, text));
  lastWrites.set(path, write);
  const forget = () => {
    if (lastWrites.get(path) === write) lastWrites.delete(path);
  };
  void write.then(forget, forget);
  return write;
}
