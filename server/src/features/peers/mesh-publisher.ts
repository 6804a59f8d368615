import { hostPeerUpdateTopic } from '@netloom/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Leadership } from '../../cluster/leadership';
import type { PeerBrokers } from '../../cluster/peer-brokers';
import type { BrokerConnection } from '../../mesh/broker/broker-connection';
import {
  createPeerPublisher,
  type PeerPublisher,
  type PeerPublisherSource,
  type PeerPublisherTiming,
  type PublishObserver,
} from '../../mesh/peer-publisher';
import type { Database } from '../../store/schema';
import { publishMemory, publishRound } from './publish-round';

/**
 * A change after a quiet spell goes out within 50 ms; a burst of changes becomes one update per host, half a second
 * after it ends, at most 3 s late.
 */
export const PEER_UPDATE_TIMING: PeerPublisherTiming = { settleMs: 50, debounceMs: 500, maxDelayMs: 3000 };

/** Where peer updates go: this server's broker, and the other servers' when several share the database. */
export interface PeerUpdateBrokers {
  own: BrokerConnection;
  peers: PeerBrokers | null;
}

/**
 * Where the server's publisher reads (the database, through rounds that remember what they saw) and
 * sends: its MQTT client, and the other servers' brokers, while it leads.
 */
export function meshPublisherSource(
  db: Database,
  config: Config,
  brokers: PeerUpdateBrokers,
  leadership: Leadership,
): PeerPublisherSource {
  const server = config.serverName;
  const memory = publishMemory();
  return {
    round: () => publishRound(db, config, memory),
    connected: () => leadership.isLeader() && brokers.own.isConnected(),
    async publish(hostId, json) {
      const topic = hostPeerUpdateTopic(hostId, server);
      const options = { qos: 1, retain: true } as const;
      await Promise.all([
        brokers.own.publish(topic, json ?? '', options),
        brokers.peers?.publish(topic, json ?? '', options),
      ]);
    },
  };
}

/**
 * The server's peer publisher: reads hosts and networks from the database, publishes through the
 * server's MQTT clients while this server leads. Every host is published again when this server
 * becomes the leader (it does not know what the last leader sent) and when a broker (re)connects
 * (it may have lost what it retained).
 */
export function createMeshPublisher(
  db: Database,
  config: Config,
  brokers: PeerUpdateBrokers,
  leadership: Leadership,
  log: FastifyBaseLogger,
  observer?: PublishObserver,
): PeerPublisher {
  const source = meshPublisherSource(db, config, brokers, leadership);
  const publisher = createPeerPublisher(source, PEER_UPDATE_TIMING, log, observer);
  const republish = () => publisher.republishAll();
  brokers.own.onConnect(republish);
  brokers.peers?.onConnect(republish);
  leadership.onGained(republish);
  return publisher;
}
