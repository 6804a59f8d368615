import { hostPeerUpdateTopic, hostUpdateTopic, type HostCheckInRequest } from '@netloom/contract';
import { randomBytes } from 'node:crypto';
import mqtt from 'mqtt';
import { log } from '../log';
import type { AgentState } from '../state/agent-state';

/** What arrives over the broker. */
export interface BrokerHandlers {
  /** A peer update, not yet checked; null when the server cleared it (the host may be gone: pull to find out). */
  update(update: unknown): void;
  /** An action the server left for the host. */
  action(action: string): void;
  /** The connection came or went. */
  connection(connected: boolean): void;
}

export interface BrokerChannel {
  connected(): boolean;
  /** Publishes a report about the host on its own topic (dataplane 2.5). */
  report(body: HostCheckInRequest): Promise<void>;
  close(): Promise<void>;
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
 * retained peer update and its action topic, reconnects every 2 s, and notices a dead link within
 * about 15 s (keepalive).
 */
export function openBrokerChannel(state: AgentState, handlers: BrokerHandlers): BrokerChannel {
  const client = mqtt.connect(state.broker, {
    clientId: `netloom-agent-${randomBytes(6).toString('hex')}`,
    username: state.hostId,
    password: state.hostSecret,
    reconnectPeriod: 2000,
    connectTimeout: 5000,
    keepalive: 15,
  });
  const updateTopic = hostPeerUpdateTopic(state.hostId, state.serverName);
  const actionTopic = hostUpdateTopic(state.hostId, state.serverName);
  const reportTopic = `host/serverupdate/${state.serverName}/${state.hostId}`;
  let connected = false;
  let lastError = '';

  client.on('connect', () => {
    connected = true;
    lastError = '';
    log(`connected to the broker at ${state.broker}`);
    handlers.connection(true);
    for (const filter of [updateTopic, actionTopic]) {
      client.subscribe(filter, { qos: 1 }, (error) => error && log(`cannot subscribe to ${filter}: ${error.message}`));
    }
  });
  client.on('close', () => {
    if (connected) log('lost the broker connection; pulling until it is back');
    connected = false;
    handlers.connection(false);
  });
  client.on('error', (error) => {
    if (error.message !== lastError) log(`broker: ${error.message}`);
    lastError = error.message;
  });
  client.on('message', (topic, payload) => {
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

  return {
    connected: () => client.connected,
    async report(body) {
      await client.publishAsync(reportTopic, JSON.stringify(body), { qos: 1 });
    },
    close: () => client.endAsync(true),
  };
}
