import { LIVE_TOPICS } from '@netloom/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { ChangeBus } from './cluster/change-bus';
import type { LiveHub } from './live-hub';
import type { HostAccounts } from './mesh/broker/host-accounts';
import type { PeerPublisher } from './mesh/peer-publisher';

/** What this server acts on itself. */
export interface LocalChanges {
  mesh: PeerPublisher;
  live: LiveHub;
  hostAccounts: HostAccounts;
  /** Reads the server's address again after another server changed it. */
  reloadServerAddress(): Promise<void>;
}

/** The same, told to the other servers sharing the database as well. */
export interface SharedChanges {
  mesh: PeerPublisher;
  live: LiveHub;
  hostAccounts: HostAccounts;
  /** This server saved a new address: the others read it again. */
  serverAddressChanged(): void;
}

/**
 * Makes every change this server hears of reach the other servers too, and theirs reach it: peer
 * changes (which the leader publishes), live-update news, deleted hosts' broker connections and the
 * server's address. Events missed while the bus was down count as "everything changed". Returns the
 * mesh, live hub and host accounts the features use in place of the local ones.
 */
export function shareChanges(bus: ChangeBus, local: LocalChanges, log: FastifyBaseLogger): SharedChanges {
  bus.onEvent((event) => {
    if (event.kind === 'mesh') local.mesh.changed(event.change);
    else if (event.kind === 'live') local.live.changed(event.change);
    else if (event.kind === 'host-removed') void local.hostAccounts.remove(event.hostId);
    else
      void local
        .reloadServerAddress()
        .catch((error: unknown) => log.warn({ err: error }, 'could not read the server address another server saved'));
  });
  bus.onGap(() => {
    local.mesh.changed({ all: true });
    local.live.changed({ network: null, topics: [...LIVE_TOPICS] });
    void local.reloadServerAddress().catch(() => {});
  });
  return {
    mesh: {
      ...local.mesh,
      changed(change) {
        local.mesh.changed(change);
        bus.send({ kind: 'mesh', change });
      },
    },
    live: {
      ...local.live,
      changed(change) {
        local.live.changed(change);
        bus.send({ kind: 'live', change });
      },
    },
    hostAccounts: {
      add: (hostId, secret) => local.hostAccounts.add(hostId, secret),
      async remove(hostId) {
        bus.send({ kind: 'host-removed', hostId });
        await local.hostAccounts.remove(hostId);
      },
    },
    serverAddressChanged: () => bus.send({ kind: 'server-address' }),
  };
}
