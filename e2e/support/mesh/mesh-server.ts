import { ensureSuperAdmin } from '../fixtures';
import { adminToken } from '../api';
import { startNetloom, type Netloom } from '../netloom';
import type { LabHost, MeshLab } from './lab';
import { within } from './mesh-test';

/** A real server for a lab: listening on all addresses, telling hosts to reach it at the bridge address. */
export async function startMeshServer(lab: MeshLab, env: Record<string, string> = {}): Promise<Netloom> {
  const server = await startNetloom({ env: { NETLOOM_HOST: '0.0.0.0', ...env }, apiHostAddress: lab.serverAddress });
  await ensureSuperAdmin(server);
  return server;
}

/** Calls the API as the super-admin; throws with the reply when it fails. */
export async function adminCall(server: Netloom, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${await adminToken(server.url)}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} failed with ${response.status}: ${text}`);
  return text === '' ? null : JSON.parse(text);
}

/** Creates a network; returns the token of its default enrollment key. */
export async function meshNetwork(server: Netloom, netid: string, addressrange: string): Promise<string> {
  await adminCall(server, 'POST', '/api/networks', {
    netid,
    addressrange,
    isipv4: 'yes',
    isipv6: 'no',
    defaultacl: 'yes',
  });
  const keys = (await adminCall(server, 'GET', '/api/v1/enrollment-keys')) as {
    default: boolean;
    networks: string[] | null;
    token: string;
  }[];
  const key = keys.find((candidate) => candidate.default && candidate.networks?.includes(netid));
  if (!key) throw new Error(`network ${netid} has no default enrollment key`);
  return key.token;
}

/** A node as the network's node list shows it, with what the mesh tests read. */
export interface ListedNode {
  id: string;
  hostid: string;
  /** `ip/prefix`. */
  address: string;
}

/** The URL hosts in the lab reach the server at. */
export function labServerUrl(lab: MeshLab, server: Netloom): string {
  return `http://${lab.serverAddress}:${new URL(server.url).port}`;
}

/**
 * Starts `netloom-agent join` on every host, waits until each has registered, and returns each
 * host's node in the network by host name.
 */
export async function joinAll(
  lab: MeshLab,
  server: Netloom,
  netid: string,
  token: string,
  hosts: LabHost[],
): Promise<Map<string, ListedNode>> {
  for (const host of hosts) lab.join(host, token, labServerUrl(lab, server));
  await within(30_000, 'every host registered', () =>
    hosts.every((host) => lab.agentCommand(host, ['status']).status === 0),
  );
  const listed = (await adminCall(server, 'GET', `/api/nodes/${netid}`)) as ListedNode[];
  return new Map(
    hosts.map((host) => {
      const node = listed.find((candidate) => candidate.hostid === lab.hostIdOf(host));
      if (!node) throw new Error(`host ${host.name} has no node in ${netid}`);
      return [host.name, node];
    }),
  );
}

/** The bare overlay address of a node. */
export function overlayAddress(node: ListedNode): string {
  return node.address.split('/')[0];
}
