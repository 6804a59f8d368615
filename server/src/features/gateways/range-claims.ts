import { lookup } from 'node:dns/promises';
import { isIpAddress, routeClaimProblem, type Problem, type RangeClaim, type RouteOwner } from '@netloom/contract';
import type { Config } from '../../config';
import { listNetworks } from '../../store/network-repository';
import type { Database } from '../../store/schema';
import { hostBrokerUrl } from '../hosts/host-server-config';

/** A name hosts resolve is only looked up this long; an address that cannot be found claims nothing. */
const LOOKUP_LIMIT_MS = 2000;

async function addressesOf(url: string): Promise<string[]> {
  const name = new URL(url).hostname.replace(/^\[|\]$/g, '');
  if (isIpAddress(name)) return [name];
  const timeout = new Promise<[]>((resolve) => setTimeout(() => resolve([]), LOOKUP_LIMIT_MS).unref());
  const found = lookup(name, { all: true }).then(
    (entries) => entries.map((entry) => entry.address),
    () => [],
  );
  return Promise.race([found, timeout]);
}

/** The addresses hosts reach the server and the broker at, as they are set now (names looked up). */
export async function serverClaims(config: Config): Promise<RangeClaim[]> {
  const [server, broker] = await Promise.all([addressesOf(config.apiHost), addressesOf(hostBrokerUrl(config))]);
  return [
    ...server.map((address) => ({ kind: 'server', address }) as const),
    ...broker.filter((address) => !server.includes(address)).map((address) => ({ kind: 'broker', address }) as const),
  ];
}

/** The ranges of every network but `netid`. */
export async function otherNetworkClaims(trx: Database, netid: string): Promise<RangeClaim[]> {
  return (await listNetworks(trx))
    .filter((network) => network.netid !== netid)
    .flatMap((network) =>
      [network.addressrange, network.addressrange6]
        .filter((range) => range !== '')
        .map((range) => ({ kind: 'network', netid: network.netid, range }) as const),
    );
}

/** One problem per routed range that takes something claimed. */
export function claimProblems(owner: RouteOwner, cidrs: readonly string[], claims: readonly RangeClaim[]): Problem[] {
  return cidrs.flatMap((cidr) => routeClaimProblem(owner, cidr.trim(), claims) ?? []);
}
