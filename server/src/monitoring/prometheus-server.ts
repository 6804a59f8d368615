import type * as promClient from 'prom-client';
import type { PoolUsage } from '../store/database';
import type { PublishObserver } from '../mesh/peer-publisher';

/** A server's own registry, with prom-client (loaded by servers that are scraped only) to make its metrics. */
export interface ServerMetrics {
  registry: promClient.Registry;
  prometheus: typeof promClient;
}

/** What the server's gauges read at each scrape. */
export interface ServerGauges {
  /** Hosts connected to this server's embedded MQTT broker; null: hosts use an external broker (no series). */
  connectedAgents(): number | null;
  /** Open live-update streams (GET /api/v2/events). */
  liveStreams(): number;
  /** The PostgreSQL pool; null on SQLite (no series). */
  pool(): PoolUsage | null;
  /** Whether this server is the replica that publishes peer updates. */
  leader(): boolean;
  /** How many replicas are alive, this one included. */
  replicasAlive(): number;
}

/** A gauge set from `read` at each scrape. */
function readGauge({ registry, prometheus }: ServerMetrics, name: string, help: string, read: () => number): void {
  new prometheus.Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      this.set(read());
    },
  });
}

/**
 * The gauges of one server, read from `gauges` at each scrape. The pool and the connected agents have
 * series only when the server has them when this is called: a pool (PostgreSQL), an embedded broker.
 */
export function watchServer(metrics: ServerMetrics, gauges: ServerGauges): void {
  if (gauges.connectedAgents() !== null) {
    const help = 'Hosts connected to the embedded MQTT broker of this server.';
    readGauge(metrics, 'netloom_connected_agents', help, () => gauges.connectedAgents() ?? 0);
  }
  readGauge(metrics, 'netloom_live_streams', 'Open live-update streams (console tabs).', gauges.liveStreams);
  if (gauges.pool() !== null) {
    const total = 'Open PostgreSQL connections of the pool, idle or in use.';
    readGauge(metrics, 'netloom_database_pool_connections', total, () => gauges.pool()?.total ?? 0);
    const idle = 'Idle PostgreSQL connections of the pool.';
    readGauge(metrics, 'netloom_database_pool_idle_connections', idle, () => gauges.pool()?.idle ?? 0);
    const waiting = 'Queries waiting for a free PostgreSQL connection.';
    readGauge(metrics, 'netloom_database_pool_waiting_queries', waiting, () => gauges.pool()?.waiting ?? 0);
  }
  const leader = '1 when this server is the one publishing peer updates to hosts, else 0.';
  readGauge(metrics, 'netloom_leader', leader, () => (gauges.leader() ? 1 : 0));
  const replicas = 'Servers alive on this database, this one included.';
  readGauge(metrics, 'netloom_replicas_alive', replicas, gauges.replicasAlive);
}

/** Counts the rounds of publishing peer updates, their duration and the host updates they sent. */
export function countPublishing({ registry, prometheus: { Counter, Histogram } }: ServerMetrics): PublishObserver {
  const rounds = new Counter({
    name: 'netloom_peer_update_rounds_total',
    help: 'Rounds of publishing peer updates to hosts.',
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'netloom_peer_update_round_duration_seconds',
    help: 'How long a round of publishing peer updates took, in seconds.',
    registers: [registry],
  });
  const sent = new Counter({
    name: 'netloom_peer_updates_sent_total',
    help: 'Peer updates sent to hosts, one per host and round.',
    registers: [registry],
  });
  return {
    roundDone(seconds, hostsPublished) {
      rounds.inc();
      durations.observe(seconds);
      sent.inc(hostsPublished);
    },
  };
}
