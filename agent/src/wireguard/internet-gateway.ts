import { formatIPv4, formatIPv6, parseIPv4, parseIPv6 } from '@netloom/contract';
import type { DesiredInterface } from '../desired';
import { CommandError, run } from '../system/run';
import { GATEWAY_RULE_PRIORITY, GATEWAY_TABLE, syncGatewayRules, type GatewayRule } from './gateway-rules';
import { familyOf, IP_FAMILIES, ipJson, type IpFamily } from './ip-json';

interface IpRoute {
  dst: string;
  gateway?: string;
}

/** An address written the way `ip` prints it; null when the text is not an IP address (a host name, say). */
function canonicalIp(text: string): string | null {
  const v4 = parseIPv4(text);
  if (v4 !== null) return formatIPv4(v4);
  const v6 = parseIPv6(text);
  return v6 === null ? null : formatIPv6(v6);
}

/** The IP address of an endpoint `ip:port` or `[ip6]:port`; null when it names a host instead. */
function endpointAddress(endpoint: string): string | null {
  const host = endpoint.slice(0, endpoint.lastIndexOf(':')).replace(/^\[(.*)\]$/, '$1');
  return canonicalIp(host);
}

/** The policy rules of an internet gateway client: the tunnel's own traffic and the server stay on the main table. */
function clientRules(desired: DesiredInterface, gateway: string): GatewayRule[] {
  const family = familyOf(gateway);
  const bypass = (priority: number, address: string): GatewayRule => ({
    family: familyOf(address),
    priority,
    to: address,
    table: 'main',
    suppressDefault: false,
  });
  const server = desired.serverAddress === null ? null : canonicalIp(desired.serverAddress);
  const endpoints = new Set<string>();
  for (const peer of desired.peers) {
    const address = peer.endpoint === null ? null : endpointAddress(peer.endpoint);
    if (address !== null) endpoints.add(address);
  }
  return [
    ...(server === null ? [] : [bypass(GATEWAY_RULE_PRIORITY.server, server)]),
    { family, priority: GATEWAY_RULE_PRIORITY.localRoutes, to: null, table: 'main', suppressDefault: true },
    ...[...endpoints].map((address) => bypass(GATEWAY_RULE_PRIORITY.peerEndpoint, address)),
    { family, priority: GATEWAY_RULE_PRIORITY.gateway, to: null, table: GATEWAY_TABLE, suppressDefault: false },
  ];
}

/** Routes in the gateway table, of one device or of all; an absent table holds none. */
async function readGatewayRoutes(family: IpFamily, device?: string): Promise<IpRoute[]> {
  try {
    return await ipJson<IpRoute>([family, 'route', 'show', 'table', GATEWAY_TABLE, ...(device ? ['dev', device] : [])]);
  } catch (error) {
    if (error instanceof CommandError && /table does not exist/i.test(error.stderr)) return [];
    throw error;
  }
}

async function deleteGatewayRoutes(name: string, keep: (family: IpFamily, route: IpRoute) => boolean): Promise<void> {
  for (const family of IP_FAMILIES) {
    for (const route of await readGatewayRoutes(family, name)) {
      if (!keep(family, route)) {
        await run('ip', [family, 'route', 'del', route.dst, 'dev', name, 'table', GATEWAY_TABLE]);
      }
    }
  }
}

/** Removes the policy rules once no interface routes through the gateway table any more. */
export async function releaseGatewayRules(): Promise<void> {
  const remaining = await Promise.all(IP_FAMILIES.map((family) => readGatewayRoutes(family)));
  if (remaining.flat().length === 0) await syncGatewayRules([]);
}

/**
 * Sends all traffic without a more specific route through the internet gateway (table 111 and its policy
 * rules), or takes that away again when the interface has no default gateway.
 */
export async function applyInternetGateway(desired: DesiredInterface): Promise<void> {
  if (desired.defaultGateway === null) {
    await deleteGatewayRoutes(desired.name, () => false);
    await releaseGatewayRules();
    return;
  }
  const gateway = canonicalIp(desired.defaultGateway);
  if (gateway === null) throw new Error(`The default gateway ${desired.defaultGateway} is not an IP address`);
  const family = familyOf(gateway);
  const isDesired = (routeFamily: IpFamily, route: IpRoute) =>
    routeFamily === family && route.dst === 'default' && route.gateway === gateway;
  await deleteGatewayRoutes(desired.name, isDesired);
  const held = await readGatewayRoutes(family, desired.name);
  if (!held.some((route) => isDesired(family, route))) {
    const route = ['default', 'via', gateway, 'dev', desired.name, 'table', GATEWAY_TABLE];
    await run('ip', [family, 'route', 'replace', ...route]);
  }
  await syncGatewayRules(clientRules(desired, gateway));
}
