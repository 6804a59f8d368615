import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import { notifyChannel } from '../store/replica-repository';
import type { Database } from '../store/schema';
import { postgresChangeBus, SOLE_SERVER_BUS, type ChangeBus } from './change-bus';
import { postgresLeadership, SOLE_LEADERSHIP, type Leadership } from './leadership';
import { soleReplicaRegistry, startReplicaRegistry, type ReplicaRegistry } from './replica-registry';

/** This server among the servers sharing its database. */
export interface Cluster {
  registry: ReplicaRegistry;
  leadership: Leadership;
  bus: ChangeBus;
  close(): Promise<void>;
}

/**
 * Joins the servers sharing the database: on PostgreSQL, a heartbeat row, the leader's lock and the
 * change bus (whether or not other servers run: one alone leads at once); on SQLite, a server alone.
 * Resolves once this server knows whether it leads and hears the others.
 */
export async function joinCluster(config: Config, db: Database, log: FastifyBaseLogger): Promise<Cluster> {
  const self = { id: randomUUID(), url: config.replicaUrl, startedAt: new Date().toISOString() };
  if (!config.databaseUrl) {
    return {
      registry: soleReplicaRegistry(self),
      leadership: SOLE_LEADERSHIP,
      bus: SOLE_SERVER_BUS,
      close: async () => {},
    };
  }
  const leadership = postgresLeadership(config.databaseUrl, log);
  const bus = postgresChangeBus(
    config.databaseUrl,
    self.id,
    (channel, payload) => notifyChannel(db, channel, payload),
    log,
  );
  await Promise.all([leadership.started, bus.listening]);
  const registry = startReplicaRegistry(db, self, leadership, log);
  await registry.started;
  return {
    registry,
    leadership,
    bus,
    async close() {
      await leadership.close();
      await bus.close();
      await registry.close();
    },
  };
}
