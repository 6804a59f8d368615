import pino, { type DestinationStream } from 'pino';
import type PinoPretty from 'pino-pretty';
import type { LogFormat } from './config';
import { loadWhenUsed } from './load-when-used';

/** Something lines are written to: stdout, or a test's collector. */
export interface LineOutput {
  write(text: string): unknown;
}

/**
 * Turns each of pino's JSON lines into one readable line, `[14:03:07] INFO: message {"reqId":"req-1"}` (local time;
 * an error's stack follows on its own lines), formatted in this thread as it is logged rather than in a worker.
 */
export function readableLogLines(output: LineOutput, colorize: boolean): DestinationStream {
  const format = loadWhenUsed<typeof PinoPretty>('pino-pretty').prettyFactory({
    colorize,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname',
    singleLine: true,
  });
  return { write: (line: string) => output.write(format(line)) };
}

/**
 * Where the server's log goes, on stdout: readable lines for `pretty`, or for `auto` on a terminal, written as
 * they are logged so they keep their order among the server's other output; JSON lines otherwise, as pino
 * writes them by default.
 */
export function logDestination(format: LogFormat): DestinationStream {
  const terminal = process.stdout.isTTY === true;
  const pretty = format === 'pretty' || (format === 'auto' && terminal);
  return pretty ? readableLogLines(pino.destination({ dest: 1, sync: true }), terminal) : pino.destination(1);
}
