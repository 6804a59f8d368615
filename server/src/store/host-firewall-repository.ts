import type { FirewallReport } from '@netloom/contract';
import { fromFlag, toFlag } from './flags';
import type { Database, HostFirewallsTable } from './schema';

/** A host's last firewall report and when it came. */
export interface StoredFirewall extends FirewallReport {
  reportedAt: string;
}

function fromRow(row: HostFirewallsTable): StoredFirewall {
  return {
    enforcing: fromFlag(row.enforcing),
    allow_all: fromFlag(row.allow_all),
    rules: row.rules,
    error: row.error,
    reportedAt: row.reported_at,
  };
}

/** The last report of each of these hosts that ever reported one, by host id. */
export async function listHostFirewalls(db: Database, hostIds: string[]): Promise<Map<string, StoredFirewall>> {
  if (hostIds.length === 0) return new Map();
  const rows = await db.selectFrom('host_firewalls').selectAll().where('host_id', 'in', hostIds).execute();
  return new Map(rows.map((row) => [row.host_id, fromRow(row)]));
}

/** Keeps a host's report; says whether what it reports differs from its last report (its time aside). */
export async function saveHostFirewall(
  db: Database,
  hostId: string,
  report: FirewallReport,
  time: string,
): Promise<boolean> {
  const before = (await listHostFirewalls(db, [hostId])).get(hostId);
  const row = {
    enforcing: toFlag(report.enforcing),
    allow_all: toFlag(report.allow_all),
    rules: report.rules,
    error: report.error,
    reported_at: time,
  };
  await db
    .insertInto('host_firewalls')
    .values({ host_id: hostId, ...row })
    .onConflict((conflict) => conflict.column('host_id').doUpdateSet(row))
    .execute();
  return (
    before === undefined ||
    before.enforcing !== report.enforcing ||
    before.allow_all !== report.allow_all ||
    before.rules !== report.rules ||
    before.error !== report.error
  );
}
