import { createReadStream, createWriteStream } from 'node:fs';
import { open, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable, pipeline as pipelineStreams } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip, createGzip } from 'node:zlib';
import { z } from 'zod';
import { CliError } from '../../cli-error';
import { COLUMN_KINDS } from './column-values';

/** What the first line of every backup says it is. */
export const BACKUP_FORMAT = 'netloom-backup';
/** The version of the file layout this code writes; it reads this one and older. */
export const BACKUP_FORMAT_VERSION = 1;

/**
 * The first line of a backup file. Each following line is one row, a JSON array of its values in the
 * order of its table's columns; the tables come in this order, each with exactly `rows` lines.
 */
export const backupHeaderSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().positive(),
  netloomVersion: z.string(),
  /** The last migration the backed-up database had run: the shape of its tables. */
  migration: z.string().min(1),
  createdAt: z.string(),
  backend: z.enum(['sqlite', 'postgres']),
  tables: z.array(
    z.object({
      name: z.string().min(1),
      columns: z.array(z.object({ name: z.string().min(1), kind: z.enum(COLUMN_KINDS) })).min(1),
      rows: z.number().int().nonnegative(),
    }),
  ),
});
export type BackupHeader = z.infer<typeof backupHeaderSchema>;

/** Gzip's first two bytes. */
const GZIP_MAGIC = [0x1f, 0x8b];

/**
 * Writes `lines` to `file` (gzip-compressed when its name ends in .gz), readable by its owner only: it
 * holds secrets. The lines go to a temporary file beside it, renamed once complete, so the file is
 * never left half-written.
 */
export async function writeBackupFile(file: string, lines: AsyncIterable<string>): Promise<void> {
  const partial = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.partial`);
  const output = createWriteStream(partial, { flags: 'wx', mode: 0o600 });
  const text = Readable.from(
    (async function* () {
      for await (const line of lines) yield `${line}\n`;
    })(),
  );
  try {
    await (file.endsWith('.gz') ? pipeline(text, createGzip(), output) : pipeline(text, output));
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    if ((error as NodeJS.ErrnoException).syscall)
      throw new CliError(`cannot write ${file}: ${(error as Error).message}`);
    throw error;
  }
}

async function isGzip(file: string): Promise<boolean> {
  const handle = await open(file, 'r');
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(2), 0, 2, 0);
    return bytesRead === 2 && buffer[0] === GZIP_MAGIC[0] && buffer[1] === GZIP_MAGIC[1];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EISDIR')
      throw new CliError(`${file} is a folder, not a backup file`);
    throw error;
  } finally {
    await handle.close();
  }
}

/** The lines of a backup file, uncompressed when it is gzip; stopping early closes the file. */
export async function* readBackupLines(file: string): AsyncGenerator<string> {
  let compressed: boolean;
  try {
    compressed = await isGzip(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new CliError(`there is no file ${file}`);
    throw error;
  }
  const input = compressed ? pipelineStreams(createReadStream(file), createGunzip(), () => {}) : createReadStream(file);
  const decoder = new StringDecoder('utf8');
  let rest = '';
  try {
    for await (const chunk of input) {
      const lines = (rest + decoder.write(chunk as Buffer)).split('\n');
      rest = lines.pop() ?? '';
      yield* lines;
    }
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('Z_')) {
      throw new CliError(
        `${file} is damaged: its compressed data ends early or is corrupt (${(error as Error).message})`,
      );
    }
    throw error;
  } finally {
    input.destroy();
  }
  rest += decoder.end();
  if (rest !== '') yield rest;
}

/** Parses one line of a backup; `where` names it in the message when it isn't JSON. */
export function parseBackupLine(line: string, where: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new CliError(`${where} is not valid JSON: the file is damaged`);
  }
}

/**
 * The header of a backup file, checked: a Netloom backup, in a format version this code reads. The
 * migration it was made at is the restore's to check.
 */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  let first: string | undefined;
  for await (const line of readBackupLines(file)) {
    first = line;
    break;
  }
  if (first === undefined || first.trim() === '') throw new CliError(`${file} is empty: it is not a Netloom backup`);
  const parsed = parseBackupLine(first, `the first line of ${file}`) as Partial<BackupHeader> | null;
  if (parsed?.format !== BACKUP_FORMAT) throw new CliError(`${file} is not a Netloom backup`);
  if (typeof parsed.formatVersion === 'number' && parsed.formatVersion > BACKUP_FORMAT_VERSION) {
    throw new CliError(
      `${file} was made by a newer Netloom (backup format ${parsed.formatVersion}); this one reads format ${BACKUP_FORMAT_VERSION}: upgrade Netloom to restore it`,
    );
  }
  const header = backupHeaderSchema.safeParse(parsed);
  if (!header.success) {
    const issue = header.error.issues[0];
    throw new CliError(`the header of ${file} is damaged: ${issue.path.join('.') || 'it'}: ${issue.message}`);
  }
  return header.data;
}
