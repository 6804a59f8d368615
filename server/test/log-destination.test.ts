import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { readableLogLines } from '../src/log-destination';

/** When every entry of these tests is logged. */
const LOGGED_AT = new Date(2026, 2, 14, 9, 5, 7);

/** A logger writing readable lines (without colours) into the returned list. */
function readableLogger(): { log: pino.Logger; lines: string[] } {
  const lines: string[] = [];
  const log = pino(
    { level: 'debug', timestamp: () => `,"time":${LOGGED_AT.getTime()}` },
    readableLogLines({ write: (text) => lines.push(text) }, false),
  );
  return { log, lines };
}

describe('readable log lines', () => {
  it('writes the local time, the level and the message on one line, without the pid and host name', () => {
    const { log, lines } = readableLogger();
    log.info('closing the server and the database');
    expect(lines).toEqual(['[09:05:07] INFO: closing the server and the database\n']);
  });

  it('keeps the other fields of an entry on the same line', () => {
    const { log, lines } = readableLogger();
    log.warn({ reqId: 'req-7', res: { statusCode: 503 } }, 'request completed');
    expect(lines).toEqual(['[09:05:07] WARN: request completed {"reqId":"req-7","res":{"statusCode":503}}\n']);
  });

  it('shows an error with its message and its stack on the lines after the entry', () => {
    const { log, lines } = readableLogger();
    log.error({ err: new Error('address in use') }, 'cannot listen on 0.0.0.0:8081');
    const [entry, ...details] = lines[0].split('\n');
    expect(entry).toMatch(/^\[09:05:07\] ERROR: cannot listen on 0\.0\.0\.0:8081 ?$/);
    expect(details.join('\n')).toMatch(/"message": "address in use",\n\s+"stack":\n\s+Error: address in use\n\s+at /);
  });
});
