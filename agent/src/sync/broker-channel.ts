import { hostPeerUpdateTopic, hostUpdateTopic, type HostCheckInRequest } from '@netloom/contract';
import { randomBytes } from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';
import { log } from '../log';
import type { AgentState } from '../state/agent-state';

/** What arrives over the broker. */
export interface BrokerHandlers {
  /** A peer update, not yet checked; null when the server cleared it (the host may be gone: pull to find out). */
  update(update: unknown): void;
  /** An action the server left for the host. */
  action(action: string): void;
  /** The connection came or went: the address last tried, and why it failed (null once connected). */
  connection(connected: boolean, address: string, error: string | null): void;
}

export interface BrokerChannel {
  connected(): boolean;
  /** Publishes a report about the host on its own topic (dataplane 2.5). */
  report(body: HostCheckInRequest): Promise<void>;
  /** Tries these addresses from now on, first to last, starting again with the first. */
  moveTo(addresses: string[]): void;
  close(): Promise<void>;
}

/** How long to wait between two attempts to connect. */
const RETRY_MS = 2000;

/** Lets go of a client: ends it, and its late errors go nowhere. */
function discard(client: MqttClient): void {
  client.removeAllListeners();
  client.on('error', () => {});
  client.end(true);
}

function parsed(payload: Buffer): unknown {
  try {
    return JSON.parse(payload.toString());
  } catch {
    return undefined;
  }
}

/**
 * The host's MQTT connection (dataplane 2.2): logs in with its own id and secret, subscribes to its
 * retained peer update and its action topic, and notices a dead link within about 15 s (keepalive).
 * It tries `addresses` in turn, 2 s apart, moving to the next one each time one cannot be reached,
 * and comes back to the one that worked when a connection drops.
 */
export function openBrokerChannel(
  state: Pick<AgentState, 'hostId' | 'hostSecret' | 'serverName'>,
  addresses: string[],
  handlers: BrokerHandlers,
): BrokerChannel {
  const updateTopic = hostPeerUpdateTopic(state.hostId, state.serverName);
  const actionTopic = hostUpdateTopic(state.hostId, state.serverName);
  const reportTopic = `host/serverupdate/${state.serverName}/${state.hostId}`;
  let candidates = addresses;
  let index = 0;
  let client: MqttClient;
  let address = '';
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  /** The failures logged since the last connection: the same ones again, every 2 s, go unsaid. */
  const failuresSaid = new Set<string>();

  function connect(): void {
    address = candidates[index]!;
    const tried = address;
    let connected = false;
    let error: string | null = null;
    const current = mqtt.connect(tried, {
      clientId: `netloom-agent-${randomBytes(6).toString('hex')}`,
      username: state.hostId,
      password: state.hostSecret,
      reconnectPeriod: 0,
      connectTimeout: 5000,
      keepalive: 15,
    });
    client = current;
    current.on('connect', () => {
      connected = true;
      failuresSaid.clear();
      log(`connected to the broker at ${tried}`);
      handlers.connection(true, tried, null);
      for (const filter of [updateTopic, actionTopic]) {
        current.subscribe(filter, { qos: 1 }, (failure) => {
          // A subscription cut short by a move or by closing is no failure.
          if (failure && current === client && !closed) log(`cannot subscribe to ${filter}: ${failure.message}`);
        });
      }
    });
    current.on('error', (failure) => (error = failure.message));
    current.on('close', () => {
      if (closed) return;
      discard(current);
      if (connected) {
        log(`lost the broker connection at ${tried}; pulling until it is back`);
        handlers.connection(false, tried, null);
      } else {
        const reason = error ?? 'no answer within 5 s';
        index = (index + 1) % candidates.length;
        const next = candidates[index]!;
        const failure = `cannot reach the broker at ${tried}: ${reason}${next === tried ? '' : `; trying ${next}`}`;
        if (!failuresSaid.has(failure)) log(failure);
        failuresSaid.add(failure);
        handlers.connection(false, tried, reason);
      }
      retry = setTimeout(connect, RETRY_MS);
    });
    current.on('message', (topic, payload) => {
      if (topic === actionTopic) {
        const action = (parsed(payload) as { Action?: unknown } | undefined)?.Action;
        if (typeof action === 'string') handlers.action(action);
        return;
      }
      if (payload.length === 0) return handlers.update(null);
      const update = parsed(payload);
      if (update === undefined) return log(`ignored an update on ${topic} that is not JSON`);
      handlers.update(update);
    });
  }

  connect();
  return {
    connected: () => client.connected,
    async report(body) {
      await client.publishAsync(reportTopic, JSON.stringify(body), { qos: 1 });
    },
    moveTo(moved) {
      const wasConnected = client.connected;
      candidates = moved;
      index = 0;
      clearTimeout(retry);
      discard(client);
      if (wasConnected) handlers.connection(false, address, null);
      connect();
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await client.endAsync(true);
    },
  };
}
