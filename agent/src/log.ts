/** One line on stderr with the time, for the journal or a terminal. */
export function log(message: string): void {
  process.stderr.write(`${new Date().toISOString()} ${message}\n`);
}
