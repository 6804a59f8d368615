import { LIVE_TOPICS, liveChangeSchema } from '@netloom/contract';
import { createParser } from 'eventsource-parser';
import { useEffect } from 'react';
import { isLoggedIn, useSession } from '../session/session';
import { requestStream } from './client';
import { isApiError } from './errors';
import { invalidateRoots } from './invalidate';
import {
  createRefresher,
  FAILURES_BEFORE_OFFLINE,
  reconnectDelayMs,
  rootsOfTopics,
  SILENCE_LIMIT_MS,
} from './liveRules';
import { setLiveState } from './liveState';
import { queryClient } from './queryClient';
import type { QueryRoot } from './queryRoots';

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Reads one stream until it ends or fails; `onSilence` is called when nothing came for too long. */
async function readStream(
  signal: AbortSignal,
  handlers: { onLive(): void; onChange(roots: QueryRoot[]): void; onSilence(): void },
): Promise<void> {
  let silence = window.setTimeout(handlers.onSilence, SILENCE_LIMIT_MS);
  const parser = createParser({
    onEvent: (event) => {
      if (event.event === 'ready') handlers.onLive();
      if (event.event !== 'change') return;
      const change = liveChangeSchema.safeParse(parseJson(event.data));
      if (change.success) handlers.onChange(rootsOfTopics(change.data.topics));
      else console.warn('Unexpected live change', event.data);
    },
  });
  try {
    const response = await requestStream('/v2/events', { headers: { Accept: 'text/event-stream' }, signal });
    if (!response.body) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      window.clearTimeout(silence);
      silence = window.setTimeout(handlers.onSilence, SILENCE_LIMIT_MS);
      parser.feed(value);
    }
  } finally {
    window.clearTimeout(silence);
  }
}

/**
 * Opens the live-update stream of the signed-in session and keeps it open: after an error, an end
 * or a silence it tries again (1 s doubling to 30 s, with jitter). Each change reloads the queries
 * under its topics (each root at most every REFRESH_SPACING_MS); going live or stopping being live
 * reloads them all, to catch up and to let the pages switch between live and polling. A 401 ends
 * the session (the client does that); a server without live updates (404) is left alone. Returns
 * the function that stops it.
 */
export function startLiveUpdates(): () => void {
  let stopped = false;
  let live = false;
  let failures = 0;
  let connection: AbortController | null = null;
  let retry: number | undefined;
  const refresher = createRefresher((roots) => void invalidateRoots(queryClient, roots));

  function setLive(next: boolean): void {
    if (next !== live) refresher.refresh(rootsOfTopics(LIVE_TOPICS));
    live = next;
    if (next) failures = 0;
  }

  async function connect(): Promise<void> {
    setLiveState(failures >= FAILURES_BEFORE_OFFLINE ? 'offline' : 'connecting');
    const attempt = new AbortController();
    connection = attempt;
    let unavailable = false;
    try {
      await readStream(attempt.signal, {
        onLive: () => {
          setLive(true);
          setLiveState('live');
        },
        onChange: (roots) => refresher.refresh(roots),
        onSilence: () => attempt.abort(),
      });
    } catch (error) {
      unavailable = isApiError(error, 404);
    }
    if (stopped) return;
    setLive(false);
    failures += 1;
    setLiveState(unavailable || failures >= FAILURES_BEFORE_OFFLINE ? 'offline' : 'connecting');
    if (!unavailable) retry = window.setTimeout(() => void connect(), reconnectDelayMs(failures));
  }

  void connect();
  return () => {
    stopped = true;
    window.clearTimeout(retry);
    refresher.stop();
    connection?.abort();
    setLiveState('offline');
  };
}

/** Keeps the live-update stream open while someone is signed in; a new session opens a new stream. */
export function useLiveUpdates(): void {
  const session = useSession();
  const jwt = isLoggedIn(session) ? session.jwt : '';
  useEffect(() => (jwt ? startLiveUpdates() : undefined), [jwt]);
}
