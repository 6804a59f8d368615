import { DNS_MODES, type DnsMode, type DnsReport } from '@netloom/contract';
import { fromJsonStringArray, toJsonColumn } from './json-columns';
import type { Database, HostDnsTable } from './schema';

/** A host's last DNS report and when it came. */
export interface StoredDns extends DnsReport {
  reportedAt: string;
}

function modeOf(text: string): DnsMode {
  return DNS_MODES.find((mode) => mode === text) ?? 'none';
}

function fromRow(row: HostDnsTable): StoredDns {
  return {
    mode: modeOf(row.mode),
    listening: fromJsonStringArray(row.listening),
    names: row.names,
    error: row.error,
    reportedAt: row.reported_at,
  };
}

/** The last report of each of these hosts that ever reported one, by host id. */
export async function listHostDns(db: Database, hostIds: string[]): Promise<Map<string, StoredDns>> {
  if (hostIds.length === 0) return new Map();
  const rows = await db.selectFrom('host_dns').selectAll().where('host_id', 'in', hostIds).execute();
  return new Map(rows.map((row) => [row.host_id, fromRow(row)]));
}

/** Keeps a host's report; says whether what it reports differs from its last report (its time aside). */
export async function saveHostDns(db: Database, hostId: string, report: DnsReport, time: string): Promise<boolean> {
  const before = (await listHostDns(db, [hostId])).get(hostId);
  const row = {
    mode: report.mode,
    listening: toJsonColumn(report.listening),
    names: report.names,
    error: report.error,
    reported_at: time,
  };
  await db
    .insertInto('host_dns')
    .values({ host_id: hostId, ...row })
    .onConflict((conflict) => conflict.column('host_id').doUpdateSet(row))
    .execute();
  return (
    before === undefined ||
    before.mode !== report.mode ||
    before.names !== report.names ||
    before.error !== report.error ||
    before.listening.join(' ') !== report.listening.join(' ')
  );
}

/** A host of a network with its DNS setting and its last DNS report (undefined when it never reported). */
export interface NetworkHostDns {
  hostId: string;
  name: string;
  setting: string;
  report: StoredDns | undefined;
}

/** The hosts of a network, by name, each with its DNS setting and last report. */
export async function listNetworkHostDns(db: Database, netid: string): Promise<NetworkHostDns[]> {
  const hosts = await db
    .selectFrom('nodes')
    .innerJoin('hosts', 'hosts.id', 'nodes.host_id')
    .select(['hosts.id', 'hosts.name', 'hosts.dns'])
    .where('nodes.network', '=', netid)
    .orderBy('hosts.name')
    .orderBy('hosts.id')
    .execute();
  const reports = await listHostDns(
    db,
    hosts.map((host) => host.id),
  );
  return hosts.map((host) => ({ hostId: host.id, name: host.name, setting: host.dns, report: reports.get(host.id) }));
}
