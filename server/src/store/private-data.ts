import { chmodSync, closeSync, existsSync, mkdirSync, openSync, statSync } from 'node:fs';

/** Readable and writable by the server's user only: the database holds every secret the server keeps. */
const FOLDER_MODE = 0o700;
const FILE_MODE = 0o600;
/** What SQLite keeps beside the database file while it runs (its write-ahead log and shared memory). */
const SIDE_FILES = ['-wal', '-shm'];

/** Narrows a file's or folder's mode to `mode` when others may read it; says whether it had to. */
function narrowed(path: string, mode: number): boolean {
  if ((statSync(path).mode & 0o077) === 0) return false;
  chmodSync(path, mode);
  return true;
}

/**
 * Makes the SQLite folder and files private before the database opens: a new folder 0700 and a new
 * database file 0600 (SQLite gives its log and shared memory the database file's mode), and existing
 * ones that others could read narrowed to those modes, with a warning naming them.
 */
export function keepSqlitePrivate(
  dataDir: string,
  databaseFile: string,
  logger: { warn(message: string): void },
): void {
  mkdirSync(dataDir, { recursive: true, mode: FOLDER_MODE });
  if (!existsSync(databaseFile)) closeSync(openSync(databaseFile, 'a', FILE_MODE));
  const fixed = [
    ...(narrowed(dataDir, FOLDER_MODE) ? [`${dataDir} (now 0700)`] : []),
    ...[databaseFile, ...SIDE_FILES.map((suffix) => `${databaseFile}${suffix}`)]
      .filter((file) => existsSync(file) && narrowed(file, FILE_MODE))
      .map((file) => `${file} (now 0600)`),
  ];
  if (fixed.length > 0) {
    logger.warn(`others could read the database, which holds the server's secrets; made private: ${fixed.join(', ')}`);
  }
}
