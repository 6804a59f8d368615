import type { FastifyBaseLogger } from 'fastify';
import type { IClientPublishOptions } from 'mqtt';
import { createBrokerConnection, type BrokerConnection } from '../mesh/broker/broker-connection';
import type { BrokerCredentials } from '../mesh/broker/credentials';
import { MQTT_PATH } from '../mesh/broker/embedded-broker';
import type { ReplicaRow } from '../store/replica-repository';
import type { ReplicaRegistry } from './replica-registry';

/** The embedded brokers of the other servers, to which the leader sends what hosts connected there must get. */
export interface PeerBrokers {
  /** Publishes to every other server's broker connected now; a failure is logged, never thrown. */
  publish(topic: string, message: string | Buffer, options: IClientPublishOptions): Promise<void>;
  /** Calls `listener` when another server's broker (re)connects: it lacks what was published meanwhile. */
  onConnect(listener: () => void): void;
  close(): Promise<void>;
}

/** A publish to another server's broker that takes longer has failed (that server is likely dying). */
const PEER_PUBLISH_TIMEOUT_MS = 5000;

/** The broker of a server reached at `url` (`http://10.0.0.2:8081`): its WebSocket on the same port. */
export function peerBrokerUrl(url: string): string {
  const broker = new URL(url);
  broker.protocol = broker.protocol === 'https:' ? 'wss:' : 'ws:';
  broker.pathname = `${broker.pathname.replace(/\/+$/, '')}${MQTT_PATH}`;
  return broker.toString();
}

function timeout(ms: number): Promise<never> {
  return new Promise((_, reject) =>
    setTimeout(() => reject(new Error(`no acknowledgement within ${ms} ms`)), ms).unref(),
  );
}

/**
 * Keeps a client connected to the embedded broker of every other server alive (from the heartbeats),
 * logged in as the server (the same credentials on every server), and closes those of servers gone.
 * A server without NETLOOM_REPLICA_URL cannot be reached: it is named in one warning.
 */
export function connectPeerBrokers(
  registry: ReplicaRegistry,
  credentials: BrokerCredentials,
  log: FastifyBaseLogger,
  maxMessageBytes: number,
): PeerBrokers {
  const peers = new Map<string, BrokerConnection>();
  const unreachable = new Set<string>();
  const connectListeners: (() => void)[] = [];

  function warnUnreachable(replica: ReplicaRow): void {
    if (unreachable.has(replica.id)) return;
    unreachable.add(replica.id);
    log.warn(
      `another Netloom server (started ${replica.startedAt}) uses this database without NETLOOM_REPLICA_URL: ` +
        'hosts connected to it get no peer updates while this one leads; set NETLOOM_REPLICA_URL on every server',
    );
  }

  function follow(alive: ReplicaRow[]): void {
    const wanted = new Set<string>();
    for (const replica of alive) {
      if (replica.id === registry.self.id) continue;
      if (replica.url === null) warnUnreachable(replica);
      else if (replica.url !== registry.self.url) wanted.add(replica.url);
    }
    for (const [url, connection] of peers) {
      if (wanted.has(url)) continue;
      peers.delete(url);
      void connection.close();
    }
    for (const url of wanted) {
      if (peers.has(url)) continue;
      const connection = createBrokerConnection(credentials, log, maxMessageBytes);
      connection.onConnect(() => connectListeners.forEach((listener) => listener()));
      connection.open(peerBrokerUrl(url));
      peers.set(url, connection);
    }
  }

  registry.onHeartbeat(follow);
  return {
    async publish(topic, message, options) {
      const connected = [...peers].filter(([, connection]) => connection.isConnected());
      const results = await Promise.allSettled(
        connected.map(([, connection]) =>
          Promise.race([connection.publish(topic, message, options), timeout(PEER_PUBLISH_TIMEOUT_MS)]),
        ),
      );
      results.forEach((result, index) => {
        if (result.status === 'rejected') {
          log.debug({ err: result.reason }, `could not publish ${topic} to the server at ${connected[index][0]}`);
        }
      });
    },
    onConnect: (listener) => connectListeners.push(listener),
    async close() {
      await Promise.all([...peers.values()].map((connection) => connection.close()));
      peers.clear();
    },
  };
}
