import type { HostRowsQuery } from '@netloom/contract';
import { sql } from 'kysely';
import { countRows, orderedKeys } from './key-window';
import type { Database } from './schema';
import {
  IPV4_CHARACTERS,
  IPV6_CHARACTERS,
  searchCondition,
  UUID_CHARACTERS,
  WIREGUARD_KEY_CHARACTERS,
  type SearchedText,
} from './search-sql';

/** The hosts a caller may see, as GET /api/hosts lists them: all, or those with a node in these networks. */
function visibleHosts(db: Database, networks: string[] | undefined) {
  const hosts = db.selectFrom('hosts');
  if (networks === undefined) return hosts;
  return hosts.where(({ exists, selectFrom }) =>
    exists(
      selectFrom('nodes')
        .select(sql.lit(1).as('one'))
        .whereRef('nodes.host_id', '=', 'hosts.id')
        .where('nodes.network', 'in', networks),
    ),
  );
}

/** The texts the Devices page's search looks in. */
const SEARCHED: SearchedText[] = [
  { text: sql.ref('hosts.name') },
  { text: sql.ref('hosts.endpointip'), characters: IPV4_CHARACTERS, lowerCase: true },
  { text: sql.ref('hosts.endpointipv6'), characters: IPV6_CHARACTERS },
  { text: sql.ref('hosts.publickey'), characters: WIREGUARD_KEY_CHARACTERS },
  { text: sql.ref('hosts.id'), characters: UUID_CHARACTERS, lowerCase: true },
];

/**
 * The ids of one window of the hosts visible in these networks (all when undefined) that match the
 * query's search, sorted by name; how many match, and how many there are without the search.
 */
export async function hostRowKeys(
  db: Database,
  networks: string[] | undefined,
  query: HostRowsQuery,
): Promise<{ total: number; all: number; keys: string[] }> {
  const visible = visibleHosts(db, networks);
  const search = searchCondition(SEARCHED, query.search);
  const matching = search ? visible.where(search) : visible;
  const order = { by: [sql.ref('hosts.name_order'), sql.ref('hosts.id')], order: query.order };
  const [total, all, keys] = await Promise.all([
    countRows(matching),
    search ? countRows(visible) : null,
    orderedKeys(matching, sql.ref('hosts.id'), order, query),
  ]);
  return { total, all: all ?? total, keys };
}
