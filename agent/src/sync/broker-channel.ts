import {
  hostActionMessageSchema,
  hostPeerUpdateTopic,
  hostUpdateTopic,
  type HostAction,
  type HostCheckInRequest,
} from '@netloom/contract';
import { randomBytes } from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';
import { log } from '../log';
import { checked, parsedJson } from '../checked';
import { answerSizeProblem } from '../server/answer-size';
import { certificateProblem, refusePlainConnection, type ServerTrust } from '../server/connection-policy';
import { errorText } from '../agent-error';
import type { AgentState } from '../state/agent-state';

/** What arrives over the broker. */
export interface BrokerHandlers {
  /** A peer update, not yet checked; null when the server cleared it (the host may be gone: pull to find out). */
  update(update: unknown): void;
  /** A peer update that could not even be read (too large, not JSON): why, in a few words. */
  refused(problem: string): void;
  /** An action the server left for the host. */
  action(action: HostAction): void;
  /** The connection came or went: the address last tried, and why it failed (null once connected). */
  connection(connected: boolean, address: string, error: string | null): void;
}

export interface BrokerChannel {
  connected(): boolean;
  /** Publishes a report about the host on its own topic (docs/architecture.md, Host protocol). */
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
  return parsedJson(payload.toString());
}

/**
 * The host's MQTT connection (docs/architecture.md, Host protocol): logs in with its own id and secret, subscribes to its
 * retained peer update and its action topic, and notices a dead link within about 15 s (keepalive).
 * It tries `addresses` in turn, 2 s apart, moving to the next one each time one cannot be reached,
 * and comes back to the one that worked when a connection drops.
 */
export function openBrokerChannel(
  state: Pick<AgentState, 'hostId' | 'hostSecret' | 'serverName'>,
  addresses: string[],
  trust: ServerTrust,
  handlers: BrokerHandlers,
): BrokerChannel {
  const updateTopic = hostPeerUpdateTopic(state.hostId, state.serverName);
  const actionTopic = hostUpdateTopic(state.hostId, state.serverName);
  const reportTopic = `host/serverupdate/${state.serverName}/${state.hostId}`;
  let candidates = addresses;
  let index = 0;
  /** Undefined until an address was allowed to be tried. */
  let client: MqttClient | undefined;
  let address = '';
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  /** The failures logged since the last connection: the same ones again, every 2 s, go unsaid. */
  const failuresSaid = new Set<string>();

  /** The address could not be reached (or was not tried): say why, move to the next one and try it in 2 s. */
  function failed(tried: string, reason: string): void {
    index = (index + 1) % candidates.length;
    const next = candidates[index]!;
    const failure = `cannot reach the broker at ${tried}: ${reason}${next === tried ? '' : `; trying ${next}`}`;
    if (!failuresSaid.has(failure)) log(failure);
    failuresSaid.add(failure);
    handlers.connection(false, tried, reason);
    retry = setTimeout(connect, RETRY_MS);
  }

  function connect(): void {
    address = candidates[index]!;
    const tried = address;
    try {
      refusePlainConnection(tried, trust);
    } catch (refusal) {
      return failed(tried, errorText(refusal));
    }
    let connected = false;
    let error: string | null = null;
    const current = mqtt.connect(tried, {
      clientId: `netloom-agent-${randomBytes(6).toString('hex')}`,
      ca: trust.ca ?? undefined,
      username: state.hostId,
      password: state.hostSecret,
      reconnectPeriod: 0,
      connectTimeout: 5000,
      keepalive: 15,
      // mqtt-packet's cache of encoded numbers holds 65,536 buffers (6 MB) the agent's few packets never need.
      writeCache: false,
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
    current.on('error', (failure) => {
      const { code } = failure as { code?: unknown };
      error = (typeof code === 'string' ? certificateProblem(code, tried) : null) ?? failure.message;
    });
    current.on('close', () => {
      if (closed) return;
      discard(current);
      if (!connected) return failed(tried, error ?? 'no answer within 5 s');
      log(`lost the broker connection at ${tried}; pulling until it is back`);
      handlers.connection(false, tried, null);
      retry = setTimeout(connect, RETRY_MS);
    });
    current.on('message', (topic, payload) => {
      const tooLarge = answerSizeProblem(payload.length);
      if (topic === actionTopic) {
        const message = tooLarge === null ? checked(hostActionMessageSchema, parsed(payload)) : null;
        if (message && 'value' in message) handlers.action(message.value.Action);
        else if (payload.length > 0) log(`ignored a message on ${topic} that is no action`);
        return;
      }
      if (payload.length === 0) return handlers.update(null);
      if (tooLarge !== null) return handlers.refused(tooLarge);
      const update = parsed(payload);
      if (update === undefined) return handlers.refused('it is not JSON');
      handlers.update(update);
    });
  }

  connect();
  return {
    connected: () => client?.connected ?? false,
    async report(body) {
      if (!client) throw new Error(`not connected to the broker at ${address}`);
      await client.publishAsync(reportTopic, JSON.stringify(body), { qos: 1 });
    },
    moveTo(moved) {
      const wasConnected = client?.connected ?? false;
      candidates = moved;
      index = 0;
      clearTimeout(retry);
      if (client) discard(client);
      if (wasConnected) handlers.connection(false, address, null);
      connect();
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      await client?.endAsync(true);
    },
  };
}
