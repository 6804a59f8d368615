import { useSyncExternalStore } from 'react';
import { SERVER_POLL_INTERVAL_MS } from './server';

/**
 * Whether live updates flow: `live` while the stream is open; `connecting` while it is being opened
 * (at sign-in, or just after it was lost); `offline` once attempts failed, or on a server without
 * live updates. Pages poll every 10 s unless live.
 */
export type LiveState = 'connecting' | 'live' | 'offline';

let state: LiveState = 'connecting';
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getLiveState(): LiveState {
  return state;
}

/** Sets the state the live client is in. */
export function setLiveState(next: LiveState): void {
  if (next === state) return;
  state = next;
  listeners.forEach((listener) => listener());
}

/** The live client's state, for the top bar's indicator. */
export function useLiveState(): LiveState {
  return useSyncExternalStore(subscribe, getLiveState);
}

/**
 * The `refetchInterval` of a query the live stream keeps fresh: no polling while live, the 10 s
 * status poll otherwise (the live client reloads such queries whenever it goes live or stops being).
 */
export function pollUnlessLive(): number | false {
  return state === 'live' ? false : SERVER_POLL_INTERVAL_MS;
}
