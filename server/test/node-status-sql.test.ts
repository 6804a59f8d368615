import type { NodeStatusThresholds } from '@netloom/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { statusOf } from '../src/features/node-records/return-node';
import { nodeStatusReasonSql, nodeStatusSql, selectNodesWithStatusInputs } from '../src/store/status-sql';
import { EMPTY_HOST, type HostRecord } from '../src/store/host-repository';
import type { NodeRecord } from '../src/store/node-repository';
import { createSuperAdmin } from './support/accounts';
import { backends } from './support/backends';
import { createNetwork } from './support/keys';
import { useServer } from './support/server';
import { storedNode } from './support/stored-node';

const NETWORK = 'status-sql';
const CASES = 1200;
/** A whole second: the instants the statuses are taken at lie on and just after it. */
const BASE_MS = Date.UTC(2031, 4, 6, 7, 8, 9);
const NOW_OFFSETS_MS = [0, 1, 437, 999, 1000];
const THRESHOLDS: NodeStatusThresholds[] = [
  { warningSeconds: 300, errorSeconds: 1800 },
  { warningSeconds: 1, errorSeconds: 2 },
  { warningSeconds: 59, errorSeconds: 61 },
];

const iso = (ms: number) => new Date(ms).toISOString();

/** Stored instants around every cutoff of every threshold pair, and the ones read as "never". */
const INSTANTS: string[] = [
  '0001-01-01T00:00:00.000Z',
  '1970-01-01T00:00:00.999Z',
  '1970-01-01T00:00:01.000Z',
  iso(BASE_MS + 5_000),
  ...[0, ...THRESHOLDS.flatMap((pair) => [pair.warningSeconds, pair.errorSeconds])].flatMap((seconds) =>
    [-1001, -1000, -999, -563, -1, 0, 1, 436, 437, 438, 999, 1000, 1001].map((ms) =>
      iso(BASE_MS - seconds * 1000 + ms),
    ),
  ),
];

/** A repeatable stream of picks (a linear congruential generator, its high bits), so a failure can be replayed. */
function picker(seed: number) {
  let state = seed;
  return <T>(choices: readonly T[]): T => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return choices[Math.floor(state / 2 ** 15) % choices.length];
  };
}

describe.each(backends)('the node status in SQL ($name)', (backend) => {
  const server = useServer(backend);

  beforeAll(async () => {
    await createNetwork(server(), await createSuperAdmin(server()), { netid: NETWORK, addressrange: '10.181.0.0/16' });
    // The peer updates the new network starts go out now, before the hosts below (which get none) exist.
    await server().context.mesh.flush();
    const pick = picker(15);
    const time = new Date().toISOString();
    const hosts: HostRecord[] = [];
    const nodes: NodeRecord[] = [];
    const reports = [];
    for (let index = 0; index < CASES; index++) {
      const id = `status-case-${String(index).padStart(4, '0')}`;
      const secret_hash = 'x';
      const last_check_in = pick<string | null>([null, '', ...INSTANTS, ...INSTANTS]);
      hosts.push({
        ...EMPTY_HOST,
        id,
        name: id,
        publickey: id,
        secret_hash,
        last_check_in,
        created_at: time,
        updated_at: time,
      });
      const connected = pick([1, 1, 1, 0]);
      const expires_at = pick<string | null>([null, null, null, '', ...INSTANTS]);
      nodes.push(
        storedNode({ id, host_id: id, network: NETWORK, address: null, connected, expires_at, created_at: time }),
      );
      if (pick([true, false])) {
        const measured = pick([0, 1, 2, 3, 4]);
        const unreachable = pick([0, 1, 2, 3, 4].filter((count) => count <= measured));
        reports.push({ node_id: id, network: NETWORK, measured, unreachable, reported_at: pick(INSTANTS) });
      }
    }
    const { db } = server();
    for (let start = 0; start < CASES; start += 100) {
      await db
        .insertInto('hosts')
        .values(hosts.slice(start, start + 100))
        .execute();
      await db
        .insertInto('nodes')
        .values(nodes.slice(start, start + 100))
        .execute();
    }
    await db.insertInto('node_connectivity').values(reports).execute();
  });

  it.each(THRESHOLDS)(
    'gives every node the status and reason nodeStatus gives it (warning $warningSeconds s, error $errorSeconds s)',
    async (thresholds) => {
      for (const offset of NOW_OFFSETS_MS) {
        const listing = { nowMs: BASE_MS + offset, thresholds };
        const rows = await selectNodesWithStatusInputs(server().db)
          .select([
            'nodes.id',
            'nodes.connected',
            'nodes.expires_at',
            'hosts.last_check_in',
            'node_connectivity.measured',
            'node_connectivity.unreachable',
            'node_connectivity.reported_at',
            nodeStatusSql(listing).as('status'),
            nodeStatusReasonSql(listing).as('reason'),
          ])
          .where('nodes.network', '=', NETWORK)
          .orderBy('nodes.id')
          .execute();
        expect(rows).toHaveLength(CASES);
        const fromSql = rows.map(({ id, status, reason }) => ({ id, status, reason }));
        const fromTypeScript = rows.map(({ id, measured, unreachable, reported_at, ...node }) => {
          const connectivity =
            reported_at === null ? null : { measured: measured!, unreachable: unreachable!, reported_at };
          return { id, ...statusOf({ ...node, connectivity }, { ...listing, serverName: '' }) };
        });
        expect(fromSql, `at ${iso(listing.nowMs)}`).toEqual(fromTypeScript);
      }
    },
  );

  it('covers every status reason of a host node among the cases', async () => {
    const listing = { nowMs: BASE_MS, thresholds: THRESHOLDS[0] };
    const reasons = await selectNodesWithStatusInputs(server().db)
      .select(nodeStatusReasonSql(listing).as('reason'))
      .distinct()
      .where('nodes.network', '=', NETWORK)
      .execute();
    expect(reasons.map((row) => row.reason).sort()).toEqual([
      'check-in-over-error-threshold',
      'check-in-over-warning-threshold',
      'checked-in',
      'expired',
      'never-checked-in',
      'not-connected',
      'peers-unreachable',
    ]);
  });
});
