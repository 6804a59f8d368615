import { hostPeerUpdateTopic } from '@netloom/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { BrokerConnection } from '../../mesh/broker/broker-connection';
import { createPeerPublisher, type PeerPublisher, type PeerPublisherTiming } from '../../mesh/peer-publisher';
import type { Database } from '../../store/schema';
import { serverName } from '../hosts/host-server-config';
import { hostPeerUpdates } from './host-peer-update';

/** Dataplane 2.4: a burst of changes becomes one update per host, half a second after it ends, at most 3 s late. */
export const PEER_UPDATE_TIMING: PeerPublisherTiming = { debounceMs: 500, maxDelayMs: 3000 };

/** The server's peer publisher: reads hosts and networks from the database, publishes through the server's MQTT client. */
export function createMeshPublisher(
  db: Database,
  config: Config,
  broker: BrokerConnection,
  log: FastifyBaseLogger,
): PeerPublisher {
  const server = serverName(config);
  const publisher = createPeerPublisher(
    {
      async hostsInNetworks(networks) {
        let query = db.selectFrom('nodes').select('host_id').distinct();
        if (networks) query = query.where('network', 'in', networks);
        return (await query.execute()).map((row) => row.host_id);
      },
      async networksOfHosts(hostIds) {
        if (hostIds.length === 0) return [];
        const rows = await db
          .selectFrom('nodes')
          .select('network')
          .distinct()
          .where('host_id', 'in', hostIds)
          .execute();
        return rows.map((row) => row.network);
      },
      connected: () => broker.isConnected(),
      updates: (hostIds) => hostPeerUpdates(db, config, hostIds),
      publish: (hostId, update) =>
        broker.publish(hostPeerUpdateTopic(hostId, server), update ? JSON.stringify(update) : '', {
          qos: 1,
          retain: true,
        }),
    },
    PEER_UPDATE_TIMING,
    log,
  );
  broker.onConnect(() => publisher.republishAll());
  return publisher;
}
