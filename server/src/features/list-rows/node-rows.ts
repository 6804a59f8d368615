import {
  NIL_UUID,
  type NodeKeys,
  type NodeKeysQuery,
  type NodeRow,
  type NodeRowKind,
  type NodeRowsPage,
  type NodeRowsQuery,
} from '@netloom/contract';
import type { Schema, Database } from '../../store/schema';
import { listExtClientViews } from '../../store/ext-client-repository';
import { findNetwork } from '../../store/network-repository';
import { hostNamesOfNodes, listNodeViews } from '../../store/node-repository';
import { toStaticNode } from '../ext-clients/return-ext-client';
import { readApiHosts } from '../hosts/host-views';
import { toApiNode, type NodeListing } from '../node-records/return-node';
import { networkNotFound } from '../node-records/node-lookup';
import { countedWindow, countRows, orderedKeys } from '../../store/key-window';
import {
  configFileRows,
  filtersRows,
  hostNodeRows,
  matchingRows,
  nodeRowOrder,
  readsEveryMatch,
  type NodeRowSource,
  type RowNetwork,
} from '../../store/node-row-sources';

/** A node reference as a row's gateway: '' when it names no node ('' or the nil uuid). */
function gatewayIdOf(reference: string): string {
  return reference === NIL_UUID ? '' : reference;
}

/** Rows before their gateway's name is known. */
type UnnamedRow = Omit<NodeRow, 'gateway_name'>;

/** The host nodes of these keys, in their order, with their hosts. */
async function hostNodeRowsOf(db: Database, netid: string, keys: string[], listing: NodeListing) {
  const views = new Map((await listNodeViews(db, { network: netid, ids: keys })).map((view) => [view.id, view]));
  const hosts = await readApiHosts(db, [...new Set([...views.values()].map((view) => view.host_id))]);
  const hostById = new Map(hosts.map((host) => [host.id, host]));
  return keys.flatMap((key): UnnamedRow[] => {
    const view = views.get(key);
    if (!view) return [];
    const host = hostById.get(view.host_id) ?? null;
    const node = toApiNode(view, listing);
    return [{ key, name: host?.name ?? key, gateway_id: gatewayIdOf(node.relayedby), node, host }];
  });
}

/** The config files of these keys, in their order, as static nodes. */
async function configFileRowsOf(db: Database, netid: string, keys: string[], listing: NodeListing) {
  const clients = new Map(
    (await listExtClientViews(db, { network: netid, clientids: keys })).map((client) => [client.clientid, client]),
  );
  return keys.flatMap((key): UnnamedRow[] => {
    const client = clients.get(key);
    if (!client) return [];
    const node = toStaticNode(client, listing);
    return [{ key, name: key, gateway_id: gatewayIdOf(client.ingressgatewayid), node, host: null }];
  });
}

/** The rows of these keys with their gateways' names (a gateway no longer there goes by its id). */
async function nodeRowsOf(
  db: Database,
  netid: string,
  kind: NodeRowKind,
  keys: string[],
  listing: NodeListing,
): Promise<NodeRow[]> {
  const rows = await (kind === 'netclient' ? hostNodeRowsOf : configFileRowsOf)(db, netid, keys, listing);
  const gateways = [...new Set(rows.map((row) => row.gateway_id).filter((id) => id !== ''))];
  const names = await hostNamesOfNodes(db, { networks: [netid], ids: gateways });
  return rows.map((row) => ({
    ...row,
    gateway_name: row.gateway_id === '' ? '' : (names.get(row.gateway_id) ?? row.gateway_id),
  }));
}

async function networkOf(db: Database, netid: string): Promise<RowNetwork> {
  const network = await findNetwork(db, netid);
  if (!network) throw networkNotFound(netid);
  return network;
}

/** Runs `use` on the network's rows of one kind, as SQL. */
function withRowsOf<T>(
  db: Database,
  network: RowNetwork,
  kind: NodeRowKind,
  listing: NodeListing,
  use: <TB extends keyof Schema>(source: NodeRowSource<TB>) => Promise<T>,
): Promise<T> {
  return kind === 'netclient' ? use(hostNodeRows(db, network, listing)) : use(configFileRows(db, network));
}

/**
 * The keys of the query's window and, when it filters, the number of rows it matches. Sorted by
 * name or address, a window walks an index and stops at its end, so matches are counted apart;
 * sorted or filtered by status, every match is read to be sorted, and counted on the way.
 */
async function windowOf<TB extends keyof Schema>(source: NodeRowSource<TB>, query: NodeRowsQuery) {
  const order = nodeRowOrder(source, query);
  const rows = matchingRows(source, query, true);
  const filtered = filtersRows(source, query);
  if (filtered && readsEveryMatch(query)) return countedWindow(rows, source.key, order, query);
  const [total, keys] = await Promise.all([
    filtered ? countRows(matchingRows(source, query, false)) : null,
    orderedKeys(rows, source.key, order, query),
  ]);
  return { total, keys };
}

/**
 * GET /api/v2/networks/{network}/node-rows: one window of the network's rows of one kind, filtered,
 * searched and sorted in SQL, with the number that match and the network's rows of each kind.
 */
export async function nodeRowsPage(
  db: Database,
  netid: string,
  query: NodeRowsQuery,
  listing: NodeListing,
): Promise<NodeRowsPage> {
  const network = await networkOf(db, netid);
  const [{ total, keys }, netclient, configFiles] = await Promise.all([
    withRowsOf(db, network, query.kind, listing, (source) => windowOf(source, query)),
    countRows(hostNodeRows(db, network, listing).all),
    countRows(configFileRows(db, network).all),
  ]);
  const counts = { netclient, 'config-files': configFiles };
  return {
    total: total ?? counts[query.kind],
    offset: query.offset,
    counts,
    rows: await nodeRowsOf(db, netid, query.kind, keys, listing),
  };
}

/** GET /api/v2/networks/{network}/node-keys: the keys of every row the query matches, in its order. */
export async function nodeKeys(
  db: Database,
  netid: string,
  query: NodeKeysQuery,
  listing: NodeListing,
): Promise<NodeKeys> {
  const network = await networkOf(db, netid);
  const keys = await withRowsOf(db, network, query.kind, listing, (source) =>
    orderedKeys(matchingRows(source, query, false), source.key, nodeRowOrder(source, query)),
  );
  return { total: keys.length, keys };
}
