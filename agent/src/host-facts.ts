import { PEER_DELTAS, type HostFacts, type HostInterface } from '@netloom/contract';
import { lookup } from 'node:dns/promises';
import { readFile } from 'node:fs/promises';
import { networkInterfaces, release } from 'node:os';
import type { NatDiscovery } from './nat/nat-discovery';
import { run } from './system/run';

/** The agent's version, reported to the server; it follows the server's. */
export const AGENT_VERSION = '0.90.0';

async function osRelease(): Promise<Record<string, string>> {
  try {
    const text = await readFile('/etc/os-release', 'utf8');
    return Object.fromEntries(
      text
        .split('\n')
        .map((line) => /^([A-Z_]+)=("?)(.*)\2$/.exec(line.trim()))
        .flatMap((match) => (match ? [[match[1], match[3]]] : [])),
    );
  } catch {
    return {};
  }
}

function hostInterfaces(except: string): { interfaces: HostInterface[]; macaddress: string } {
  const interfaces: HostInterface[] = [];
  let macaddress = '';
  for (const [name, addresses] of Object.entries(networkInterfaces())) {
    if (name === except || name === 'lo') continue;
    for (const address of addresses ?? []) {
      if (address.internal || address.cidr === null) continue;
      interfaces.push({ name, addressString: address.cidr });
      if (macaddress === '' && address.mac !== '00:00:00:00:00:00') macaddress = address.mac;
    }
  }
  return { interfaces, macaddress };
}

/** The server's IP address as this host reaches it; null when its name does not resolve. */
export async function serverAddress(serverUrl: string): Promise<string | null> {
  const host = new URL(serverUrl).hostname.replace(/^\[|\]$/g, '');
  try {
    return (await lookup(host)).address;
  } catch {
    return null;
  }
}

/** The local address traffic to the server leaves from: the endpoint other hosts are told, when none is given. */
export async function routeSource(destination: string): Promise<string | null> {
  try {
    const [route] = JSON.parse(await run('ip', ['-j', 'route', 'get', destination])) as { prefsrc?: string }[];
    return route?.prefsrc ?? null;
  } catch {
    return null;
  }
}

async function hasNftables(): Promise<boolean> {
  try {
    await run('nft', ['--version']);
    return true;
  } catch {
    return false;
  }
}

/**
 * Where peers reach the host: the endpoint given with `--endpoint` (public), else what STUN found
 * (its public endpoint and NAT type), else its address on the way to the server.
 */
function endpointFacts(given: string | null, nat: NatDiscovery | null, local: string | null): HostFacts {
  const endpoint = given ?? nat?.endpoint.address ?? local;
  const where = endpoint ? (endpoint.includes(':') ? { endpointipv6: endpoint } : { endpointip: endpoint }) : {};
  if (given) return { ...where, nat_type: 'public' };
  return { ...where, nat_type: nat?.natType ?? '', wg_public_listen_port: nat?.endpoint.port ?? 0 };
}

/** What the host tells the server about itself (docs/architecture.md, Host protocol) at join and at each check-in. */
export async function gatherHostFacts(options: {
  interfaceName: string;
  endpoint: string | null;
  serverUrl: string;
  /** Reported at join only; afterwards the server's setting wins. */
  listenPort?: number;
  /** How the server's STUN responder sees the host; null when not known. */
  nat?: NatDiscovery | null;
}): Promise<HostFacts> {
  const release_ = await osRelease();
  const server = await serverAddress(options.serverUrl);
  const local = server ? await routeSource(server) : null;
  return {
    os: 'linux',
    os_family: release_.ID ?? '',
    os_version: release_.VERSION_ID ?? '',
    kernel_version: release(),
    version: AGENT_VERSION,
    firewallinuse: (await hasNftables()) ? 'nftables' : 'none',
    features: [PEER_DELTAS],
    ...(options.listenPort === undefined ? {} : { listenport: options.listenPort }),
    ...hostInterfaces(options.interfaceName),
    ...(local ? { localaddress: local } : {}),
    ...endpointFacts(options.endpoint, options.nat ?? null, local),
  };
}
