import { apiNodeSchema, type ApiNode, type HostFacts } from '@netloom/contract';
import { beforeAll, expect } from 'vitest';
import type { Environment } from '../../src/config';
import { extClientRow, type ExtClientRecord } from '../../src/store/ext-client-repository';
import { registerHost, wireGuardPublicKey, type RegisteredHost } from './host-client';
import { request, type ReachableServer } from './http';
import { createNetwork, defaultKeyToken } from './keys';
import { useServer, type TestServer } from './server';
import { createSuperAdmin } from './accounts';
import type { Backend } from './backends';

/** Creates a network and registers one host per entry of `hosts` (Linux with nftables unless they say otherwise). */
export async function networkOfHosts(
  server: ReachableServer,
  token: string,
  network: { netid: string; addressrange: string } & Record<string, unknown>,
  hosts: HostFacts[],
): Promise<RegisteredHost[]> {
  await createNetwork(server, token, network);
  const keyToken = await defaultKeyToken(server, token, network.netid);
  const registered: RegisteredHost[] = [];
  for (const facts of hosts) registered.push(await registerHost(server.url, keyToken, facts));
  return registered;
}

/** The node of a host registered into one network. */
export function onlyNode(host: RegisteredHost): ApiNode {
  expect(host.nodes).toHaveLength(1);
  return host.nodes[0];
}

/** The nodes of a network as GET /api/nodes/{network} lists them, by id. */
export async function listedNodes(
  server: ReachableServer,
  token: string,
  netid: string,
): Promise<Map<string, ApiNode>> {
  const reply = await request(server, 'GET', `/api/nodes/${netid}`, { token });
  expect(reply.status, reply.text).toBe(200);
  return new Map(
    apiNodeSchema
      .strict()
      .array()
      .parse(reply.body)
      .map((node) => [node.id, node]),
  );
}

/** One node as the network's node list shows it. */
export async function listedNode(server: ReachableServer, token: string, netid: string, id: string): Promise<ApiNode> {
  const node = (await listedNodes(server, token, netid)).get(id);
  if (!node) throw new Error(`node ${id} is not listed in ${netid}`);
  return node;
}

/** Stores an external client of a remote-access gateway directly (clients have their own API and tests). */
export async function storeExtClient(
  server: Pick<TestServer, 'db'>,
  client: { clientid: string; network: string; gateway: string; address: string } & Partial<ExtClientRecord>,
): Promise<void> {
  const time = new Date().toISOString();
  const { gateway, ...fields } = client;
  await server.db
    .insertInto('ext_clients')
    .values(
      extClientRow({
        ingressgatewayid: gateway,
        privatekey: '',
        publickey: wireGuardPublicKey(),
        address6: null,
        dns: '',
        extraallowedips: '[]',
        enabled: 1,
        disabled_by_admin: 0,
        ownerid: '',
        postup: '',
        postdown: '',
        tags: '{}',
        deniednodeacls: '{}',
        remote_access_client_id: '',
        device_name: '',
        os: '',
        public_endpoint: '',
        country: '',
        created_at: time,
        updated_at: time,
        ...fields,
      }),
    )
    .execute();
}

/** A network of registered hosts for the tests of one describe block, with a super-admin's token. */
export interface HostsNetwork {
  server: () => TestServer;
  token: string;
  hosts: RegisteredHost[];
  /** The host's node in the network, in the order of `hosts`. */
  nodes: ApiNode[];
  /** How refusals name node `index`: its host's name and its node id. */
  label(index: number): string;
  /** Node `index` as the network's node list shows it now. */
  listed(index: number): Promise<ApiNode>;
  /** Stores columns of node `index` directly, for roles that other features give. */
  setNode(index: number, changes: Record<string, string | number>): Promise<void>;
}

/** Starts a server for the describe block and registers one host per entry of `hosts` into a new network. */
export function useNetworkOfHosts(
  backend: Backend,
  network: { netid: string; addressrange: string } & Record<string, unknown>,
  hosts: HostFacts[],
  settings: Environment = {},
): HostsNetwork {
  const server = useServer(backend, settings);
  const fixture: HostsNetwork = {
    server,
    token: '',
    hosts: [],
    nodes: [],
    label: (index) => `${fixture.hosts[index].host.name} (node ${fixture.nodes[index].id})`,
    listed: (index) => listedNode(server(), fixture.token, network.netid, fixture.nodes[index].id),
    async setNode(index, changes) {
      await server().db.updateTable('nodes').set(changes).where('id', '=', fixture.nodes[index].id).execute();
    },
  };
  beforeAll(async () => {
    fixture.token = await createSuperAdmin(server());
    fixture.hosts = await networkOfHosts(server(), fixture.token, network, hosts);
    fixture.nodes = fixture.hosts.map(onlyNode);
  });
  return fixture;
}
