import { hostPeerUpdateSchema, type HostPeerUpdate } from '@netloom/contract';
import mqtt, { type MqttClient } from 'mqtt';
import type { RegisteredHost } from './host-client';
import type { ReachableServer } from './http';

/** A host's subscription to its peer updates, and every update it received so far. */
export interface PeerUpdateInbox {
  client: MqttClient;
  updates: HostPeerUpdate[];
}

/**
 * A host's MQTT subscription to its own peer updates over the broker at `server`'s `/api/v1/mqtt`,
 * keeping every update; it reconnects by itself every `reconnectMs` when given (never by default).
 */
export async function subscribeToPeerUpdates(
  server: ReachableServer,
  host: RegisteredHost,
  reconnectMs = 0,
): Promise<PeerUpdateInbox> {
  const client = await mqtt.connectAsync(`${server.url.replace(/^http/, 'ws')}/api/v1/mqtt`, {
    username: host.credentials.id,
    password: host.credentials.password,
    reconnectPeriod: reconnectMs,
  });
  const updates: HostPeerUpdate[] = [];
  client.on('message', (_topic, payload) => updates.push(hostPeerUpdateSchema.parse(JSON.parse(payload.toString()))));
  await client.subscribeAsync(`peers/host/${host.host.id}/${host.serverConfig.Server}`, { qos: 1 });
  return { client, updates };
}
