import type { ReachableServer } from './http';

/** One message of a server-sent events stream as it came over the wire: an event, a `retry` or a comment. */
export type StreamMessage =
  { kind: 'event'; event: string; data: string } | { kind: 'retry'; ms: number } | { kind: 'comment'; text: string };

/** A live-update stream the test reads as the console would, keeping every message it got. */
export interface LiveStreamClient {
  status: number;
  headers: Headers;
  /** The body when the server refused the stream. */
  refusal: unknown;
  received: StreamMessage[];
  /** Resolves with the first message (already received or still to come) that matches; rejects after `timeoutMs`. */
  waitFor(matches: (message: StreamMessage) => boolean, timeoutMs?: number): Promise<StreamMessage>;
  /** Resolves once the server has ended the stream. */
  ended: Promise<void>;
  /** Drops the stream from the client side. */
  close(): void;
}

function parseBlock(block: string): StreamMessage[] {
  const messages: StreamMessage[] = [];
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) messages.push({ kind: 'comment', text: line.slice(1).trim() });
    else if (line.startsWith('retry: ')) messages.push({ kind: 'retry', ms: Number(line.slice('retry: '.length)) });
    else if (line.startsWith('event: ')) event = line.slice('event: '.length);
    else if (line.startsWith('data: ')) data.push(line.slice('data: '.length));
  }
  if (data.length > 0) messages.push({ kind: 'event', event, data: data.join('\n') });
  return messages;
}

/** Opens GET /api/v2/events with a bearer token (or none) and reads it in the background. */
export async function openLiveStream(server: ReachableServer, token?: string): Promise<LiveStreamClient> {
  const abort = new AbortController();
  const response = await fetch(`${server.url}/api/v2/events`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    signal: abort.signal,
  });
  const received: StreamMessage[] = [];
  const listeners = new Set<() => void>();
  const refused = !response.headers.get('content-type')?.startsWith('text/event-stream');
  const refusal = refused ? await response.json() : undefined;

  async function read(): Promise<void> {
    if (refused || !response.body) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body) {
        buffer += decoder.decode(chunk as Uint8Array, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          received.push(...parseBlock(buffer.slice(0, end)));
          buffer = buffer.slice(end + 2);
          listeners.forEach((listener) => listener());
        }
      }
    } catch (error) {
      if (!abort.signal.aborted) throw error;
    }
  }

  return {
    status: response.status,
    headers: response.headers,
    refusal,
    received,
    ended: read(),
    close: () => abort.abort(),
    waitFor(matches, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = received.find(matches);
          if (!found) return;
          clearTimeout(timer);
          listeners.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          listeners.delete(check);
          reject(new Error(`no matching message within ${timeoutMs} ms; received ${JSON.stringify(received)}`));
        }, timeoutMs);
        listeners.add(check);
        check();
      });
    },
  };
}

function changeOf(message: StreamMessage): { network: string | null; topics: string[] } | null {
  if (message.kind !== 'event' || message.event !== 'change') return null;
  return JSON.parse(message.data) as { network: string | null; topics: string[] };
}

/** Whether a message is a `change` event about this network (null: no one network) naming at least these topics. */
export function isChange(network: string | null, topics: string[]) {
  return (message: StreamMessage) => {
    const change = changeOf(message);
    return change !== null && change.network === network && topics.every((topic) => change.topics.includes(topic));
  };
}

/** Whether a message is a `change` event about this network. */
export function isChangeOf(network: string | null) {
  return (message: StreamMessage) => changeOf(message)?.network === network;
}
