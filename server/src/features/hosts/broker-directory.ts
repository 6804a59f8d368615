import type { BrokerHostDirectory } from '../../mesh/broker/broker';
import { findHost } from '../../store/host-repository';
import { listNodesOfHost } from '../../store/node-repository';
import type { Database } from '../../store/schema';

/** What the embedded broker reads about hosts, from the database, on each connection and topic check. */
export function brokerHostDirectory(db: Database): BrokerHostDirectory {
  return {
    secretHashOf: async (hostId) => (await findHost(db, hostId))?.secret_hash,
    scopeOf: async (hostId) => ({
      hostId,
      nodes: (await listNodesOfHost(db, hostId)).map((node) => ({ id: node.id, network: node.network })),
    }),
  };
}
