import { randomUUID } from 'node:crypto';
import {
  apiHostSchema,
  apiNodeSchema,
  NODE_STATUS_ORDER,
  parseIPv4,
  type ApiHost,
  type ApiNode,
} from '@netloom/contract';
import { expect } from 'vitest';
import { storedNode } from './stored-node';
import { EMPTY_HOST, hostRow } from '../../src/store/host-repository';
import { nodeRow, type NodeRecord } from '../../src/store/node-repository';
import { storeExtClient } from './gateway-network';
import { wireGuardPublicKey } from './host-client';
import { request, type ReachableServer } from './http';
import type { TestServer } from './server';

/** The network the paging tests list, and one its members may not read. */
export const PAGING = { netid: 'paging', addressrange: '10.160.0.0/16', addressrange6: 'fd16::/64' };
export const OTHER = { netid: 'paging-other', addressrange: '10.161.0.0/24' };

/** Names that sort differently as text and naturally, differ only in case, or hold punctuation. */
const NAMES = [
  'node-1',
  'node-2',
  'node-10',
  'Node-3',
  'node-20',
  'alpha',
  'Alpha',
  'beta.1',
  'beta-1',
  'beta_1',
  'web01',
  'web1',
  'zeta',
  ...Array.from({ length: 27 }, (_, index) => `host-${(index * 7) % 31}`),
];

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

/** What a node's status comes from, by index: recent, late (warning), very late (error), never, disconnected, expired. */
function statusInputs(index: number): Pick<NodeRecord, 'connected' | 'expires_at'> & { last_check_in: string | null } {
  const kind = index % 7;
  return {
    last_check_in: [minutesAgo(1), minutesAgo(10), minutesAgo(60), null][kind % 4],
    connected: kind === 4 ? 0 : 1,
    expires_at: kind === 5 ? minutesAgo(5) : null,
  };
}

/** A spread of addresses whose text order is not their numeric order; two nodes have only IPv6. */
function addressOf(index: number): string | null {
  if (index === 12 || index === 30) return null;
  return `10.160.${index % 3}.${((index * 37) % 250) + 1}`;
}

/** The node ids of the fixture's roles. */
export interface PagingFixture {
  relay: string;
  relayed: string[];
  ingress: string;
  otherOnlyHosts: string[];
  /** A host with a node in both networks. */
  sharedHost: string;
}

/**
 * Stores 40 hosts with a node each in `PAGING` (names, addresses, statuses and gateway roles that
 * tell sorts and filters apart), one of them also in `OTHER`, two hosts only in `OTHER`, and six
 * external clients of the remote-access gateway (one a remote-access user's, one disabled).
 */
export async function seedPagingFixture(server: TestServer, token: string): Promise<PagingFixture> {
  for (const network of [PAGING, OTHER]) {
    const reply = await request(server, 'POST', '/api/networks', { token, json: network });
    expect(reply.status, reply.text).toBe(200);
  }
  const time = new Date().toISOString();
  const hosts = [...NAMES, 'other-1', 'other-2'].map((name, index) => ({
    ...EMPTY_HOST,
    id: randomUUID(),
    name,
    publickey: wireGuardPublicKey(),
    os: 'linux',
    mtu: 1420,
    listenport: 51821,
    persistentkeepalive: 20,
    endpointip: `198.51.100.${index + 1}`,
    endpointipv6: index % 4 === 0 ? `2001:DB8::${index + 1}` : '',
    secret_hash: 'not a secret',
    last_check_in: statusInputs(index).last_check_in,
    created_at: time,
    updated_at: time,
  }));
  const nodeOf = (hostIndex: number, network: string, address: string | null, ipv6: number): NodeRecord => {
    const { connected, expires_at } = statusInputs(hostIndex);
    const address6 = `fd16::${ipv6.toString(16)}`;
    return storedNode({
      id: randomUUID(),
      host_id: hosts[hostIndex].id,
      network,
      address,
      address6,
      connected,
      expires_at,
      created_at: time,
    });
  };
  const nodes = NAMES.map((_, index) => nodeOf(index, PAGING.netid, addressOf(index), index + 1));
  const [relay, ingress] = [nodes[5], nodes[8]];
  Object.assign(relay, { isrelay: 1 });
  for (const relayed of [nodes[6], nodes[7]]) relayed.relayedby = relay.id;
  Object.assign(ingress, { isingressgateway: 1 });
  Object.assign(nodes[9], { isegressgateway: 1, egressgatewayranges: '["192.168.50.0/24"]' });
  Object.assign(nodes[10], { isinternetgateway: 1 });
  Object.assign(nodes[11], { is_fail_over: 1 });
  const others = [NAMES.length, NAMES.length + 1, 2].map((hostIndex, index) => ({
    ...nodeOf(hostIndex, OTHER.netid, `10.161.0.${index + 1}`, 0x100 + index),
    address6: null,
  }));
  await server.db.insertInto('hosts').values(hosts.map(hostRow)).execute();
  await server.db
    .insertInto('nodes')
    .values([...nodes, ...others].map(nodeRow))
    .execute();
  await server.db
    .insertInto('node_connectivity')
    .values({ node_id: nodes[14].id, network: PAGING.netid, measured: 4, unreachable: 3, reported_at: minutesAgo(1) })
    .execute();
  const clients: [string, Record<string, unknown>][] = [
    ['laptop-2', {}],
    ['laptop-10', { address6: 'fd16::ff02' }],
    ['Phone', { enabled: 0 }],
    ['tablet_1', {}],
    ['desk', {}],
    ['remote-user-client', { remote_access_client_id: 'remote-user' }],
  ];
  for (const [index, [clientid, fields]] of clients.entries()) {
    await storeExtClient(server, {
      clientid,
      network: PAGING.netid,
      gateway: ingress.id,
      address: `10.160.255.${250 - index * 3}`,
      ...fields,
    });
  }
  return {
    relay: relay.id,
    relayed: [nodes[6].id, nodes[7].id],
    ingress: ingress.id,
    otherOnlyHosts: [hosts[NAMES.length].id, hosts[NAMES.length + 1].id],
    sharedHost: hosts[2].id,
  };
}

/** The unpaged lists the paged ones must agree with. */
export async function unpagedNodes(server: ReachableServer, token: string, netid: string): Promise<ApiNode[]> {
  const reply = await request(server, 'GET', `/api/nodes/${netid}`, { token });
  expect(reply.status, reply.text).toBe(200);
  return apiNodeSchema.array().parse(reply.body);
}

export async function unpagedHosts(server: ReachableServer, token: string): Promise<ApiHost[]> {
  const reply = await request(server, 'GET', '/api/hosts', { token });
  expect(reply.status, reply.text).toBe(200);
  return apiHostSchema.array().parse(reply.body);
}

/** The console's natural order of names: node-2 before node-10, case aside. */
const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** Compares by each comparator in turn. */
export function byEach<T>(...comparators: ((a: T, b: T) => number)[]): (a: T, b: T) => number {
  return (a, b) => comparators.reduce((result, compare) => result || compare(a, b), 0);
}

export const byName = <T extends { name: string }>(a: T, b: T) => collator.compare(a.name, b.name);
export const byText =
  <T>(text: (item: T) => string) =>
  (a: T, b: T) =>
    text(a) < text(b) ? -1 : text(a) > text(b) ? 1 : 0;

/** An IPv4 address (CIDR text allowed) as a number; addresses without one after all others. */
export function addressRank(address: string): number {
  const value = parseIPv4(address.split('/')[0]);
  return value === null ? 2 ** 32 : Number(value);
}

export const statusRank = (status: ApiNode['status']) => NODE_STATUS_ORDER.indexOf(status);
