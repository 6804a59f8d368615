import { hostPeerUpdateTopic } from '@netloom/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { BrokerConnection } from '../../mesh/broker/broker-connection';
import {
  createPeerPublisher,
  type PeerPublisher,
  type PeerPublisherSource,
  type PeerPublisherTiming,
} from '../../mesh/peer-publisher';
import type { Database } from '../../store/schema';
import { publishMemory, publishRound } from './publish-round';

/** Dataplane 2.4: a burst of changes becomes one update per host, half a second after it ends, at most 3 s late. */
export const PEER_UPDATE_TIMING: PeerPublisherTiming = { debounceMs: 500, maxDelayMs: 3000 };

/** Where the server's publisher reads (the database, through rounds that remember what they saw) and sends (its MQTT client). */
export function meshPublisherSource(db: Database, config: Config, broker: BrokerConnection): PeerPublisherSource {
  const server = config.serverName;
  const memory = publishMemory();
  return {
    round: () => publishRound(db, config, memory),
    connected: () => broker.isConnected(),
    publish: (hostId, json) =>
      broker.publish(hostPeerUpdateTopic(hostId, server), json ?? '', {
        qos: 1,
        retain: true,
      }),
  };
}

/** The server's peer publisher: reads hosts and networks from the database, publishes through the server's MQTT client. */
export function createMeshPublisher(
  db: Database,
  config: Config,
  broker: BrokerConnection,
  log: FastifyBaseLogger,
): PeerPublisher {
  const publisher = createPeerPublisher(meshPublisherSource(db, config, broker), PEER_UPDATE_TIMING, log);
  broker.onConnect(() => publisher.republishAll());
  return publisher;
}
