import { LIVE_KEEPALIVE_SECONDS, type LiveChange } from '@netloom/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import type { Caller } from '../../access/caller';
import type { LiveHub, LiveStream } from '../../live-hub';
import { visibleChange } from './live-scope';

/** How long a client waits before reconnecting a lost stream (the `retry` field of the stream). */
export const LIVE_RETRY_MS = 3000;
/** A client that stops reading has its stream ended once this much waits unsent. */
const MAX_UNSENT_BYTES = 64 * 1024;
/** The longest a Node timer waits (about 24.8 days): a longer session has its stream ended then, to reconnect. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** What a stream needs besides its request: the hub, and who is listening. */
export interface LiveStreamSession {
  hub: LiveHub;
  caller: Caller;
  /** Authenticates the request again: the caller's roles and groups afresh, or a rejection once the session is gone. */
  reauthenticate(): Promise<Caller>;
}

/** Milliseconds until the request's session token (already verified by the guard) expires. */
function sessionLeftMs(request: FastifyRequest): number {
  const token = request.headers.authorization?.trim().split(/\s+/)[1] ?? '';
  const { exp } = decodeJwt(token);
  if (exp === undefined) return LONGEST_TIMER_MS;
  return Math.min(Math.max(exp * 1000 - Date.now(), 0), LONGEST_TIMER_MS);
}

function changeEvent(change: LiveChange): string {
  return `event: change\ndata: ${JSON.stringify(change)}\n\n`;
}

/**
 * Answers the request with a server-sent events stream: `retry`, a `ready` event, then a `change`
 * event for each change the caller may see (live-scope.ts) and a keep-alive comment every
 * LIVE_KEEPALIVE_SECONDS. A change to users makes the stream authenticate its caller again, so a
 * changed role or membership counts at once. The stream ends when the client goes, when the session
 * token expires or the user is gone (the console reconnects and is refused), and when the hub closes.
 */
export function streamLiveChanges(request: FastifyRequest, reply: FastifyReply, session: LiveStreamSession): void {
  let caller = session.caller;
  let ended = false;
  const raw = reply.raw;
  reply.hijack();
  // Headers set before the reply was taken over (CORS) still go out.
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) raw.setHeader(name, value);
  raw.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    // The connection goes with the stream, so a closing server is not held up by an idle one.
    Connection: 'close',
    'X-Accel-Buffering': 'no',
  });

  function send(text: string): void {
    if (ended) return;
    raw.write(text);
    if (raw.writableLength > MAX_UNSENT_BYTES) finish();
  }

  function sendVisible(changes: LiveChange[]): void {
    for (const change of changes) {
      const visible = visibleChange(caller, change);
      if (visible) send(changeEvent(visible));
    }
  }

  // Deliveries wait their turn, so events keep their order while a caller is authenticated again.
  let turn = Promise.resolve();
  const stream: LiveStream = {
    username: caller.username,
    deliver(changes) {
      turn = turn
        .then(async () => {
          if (changes.some((change) => change.network === null && change.topics.includes('users'))) {
            caller = await session.reauthenticate();
          }
          sendVisible(changes);
        })
        .catch(() => finish());
    },
    end: () => finish(),
  };
  const leave = session.hub.open(stream);
  const keepAlive = setInterval(() => send(': keep-alive\n\n'), LIVE_KEEPALIVE_SECONDS * 1000);
  const expiry = setTimeout(() => finish(), sessionLeftMs(request));

  function finish(): void {
    if (ended) return;
    ended = true;
    clearInterval(keepAlive);
    clearTimeout(expiry);
    leave();
    raw.end();
  }

  raw.on('close', finish);
  send(`retry: ${LIVE_RETRY_MS}\n\n`);
  send('event: ready\ndata: {}\n\n');
}
