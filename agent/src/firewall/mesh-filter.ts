import { addressRanges, formatAddress, rangesToCidrs } from '@netloom/contract';
import { PATH_PROBE_PORT, type DesiredFilter } from '../desired';
import { allowanceShape, boxCount, shapeBoxes, type AllowanceShape } from './allowance-boxes';
import { disjointBoxes, type Box, type Interval } from './disjoint-boxes';
import { chainBlock, intervalSetBlock } from './nft-blocks';

/**
 * Before Docker's DNAT (priority -100): a container port published on the host is filtered like the
 * host's own, on the address and port the mesh peer sent to. Conntrack (-200) has run already.
 */
const FILTER_HOOK = 'type filter hook prerouting priority -150; policy accept;';

const FAMILIES = {
  4: { match: 'ip', address: 'ipv4_addr' },
  6: { match: 'ip6', address: 'ipv6_addr' },
} as const;

const PROTOCOL_NAMES: Record<string, string> = { '1': 'icmp', '6': 'tcp', '17': 'udp', '58': 'ipv6-icmp' };

/**
 * An allowance of more set elements than this (sources x destinations x ports) gets a rule of its
 * own with its address sets instead of a place in the shared set: the rules a relay keeps between
 * two large groups would otherwise multiply into hundreds of thousands of elements.
 */
const SHARED_SET_MOST_ELEMENTS = 64;

function addressText(interval: Interval, version: 4 | 6): string {
  if (interval.first === interval.last) return formatAddress(version, interval.first);
  const cidrs = rangesToCidrs([interval], version);
  if (cidrs.length === 1) return cidrs[0];
  return `${formatAddress(version, interval.first)}-${formatAddress(version, interval.last)}`;
}

function numberText(interval: Interval, names: Record<string, string> = {}): string {
  if (interval.first !== interval.last) return `${interval.first}-${interval.last}`;
  return names[String(interval.first)] ?? String(interval.first);
}

/** Set elements `source . destination . protocol . port`, none overlapping another (the kernel refuses overlaps). */
function setElements(shapes: AllowanceShape[], version: 4 | 6): string[] {
  const boxes: Box[] = disjointBoxes(shapes.flatMap(shapeBoxes));
  return boxes.map(([source, destination, protocol, port]) =>
    [
      addressText(source, version),
      addressText(destination, version),
      numberText(protocol, PROTOCOL_NAMES),
      numberText(port),
    ].join(' . '),
  );
}

/** Elements of an anonymous set: `{ a, b }`, or the one element alone. */
function anonymousSet(elements: string[]): string {
  return elements.length === 1 ? elements[0] : `{ ${elements.join(', ')} }`;
}

/** The matches of a rule of its own: its sources, destinations, protocol and ports (the shape's intervals merged already). */
function ownMatches(shape: AllowanceShape, version: 4 | 6, match: string): string {
  const addresses = (intervals: Interval[]) =>
    anonymousSet(intervals.map((interval) => addressText(interval, version)));
  const parts = [`${match} saddr ${addresses(shape.sources)}`, `${match} daddr ${addresses(shape.destinations)}`];
  if (shape.protocol.first === shape.protocol.last) {
    parts.push(`meta l4proto ${numberText(shape.protocol, PROTOCOL_NAMES)}`);
    const everyPort = shape.ports.length === 1 && shape.ports[0].first === 0n && shape.ports[0].last === 65535n;
    if (!everyPort) parts.push(`th dport ${anonymousSet(shape.ports.map((port) => numberText(port)))}`);
  }
  return parts.join(' ');
}

/** The sets and chain rules of one IP version: mesh allowances anywhere, egress ones outside the overlay and this host. */
function familyFilter(filter: DesiredFilter, version: 4 | 6): { sets: string[][]; rules: string[] } {
  const { match, address } = FAMILIES[version];
  const ruleType = `${address} . ${address} . inet_proto . inet_service`;
  const lookup = `${match} saddr . ${match} daddr . meta l4proto . th dport`;
  const sets: string[][] = [];
  const rules: string[] = [];
  const scopes = [
    { scope: 'mesh', guard: '', comment: 'allowed by an access rule' },
    {
      scope: 'egress',
      guard: `${match} daddr != @overlay_v${version} fib daddr type != local `,
      comment: 'allowed out through this egress gateway',
    },
  ] as const;
  for (const { scope, guard, comment } of scopes) {
    const shapes = filter.allowances
      .filter((allowance) => allowance.version === version && allowance.scope === scope)
      .map(allowanceShape);
    const shared = setElements(
      shapes.filter((shape) => boxCount(shape) <= SHARED_SET_MOST_ELEMENTS),
      version,
    );
    const own = shapes.filter((shape) => boxCount(shape) > SHARED_SET_MOST_ELEMENTS);
    if (shared.length === 0 && own.length === 0) continue;
    if (scope === 'egress') {
      const overlay = rangesToCidrs(addressRanges(filter.overlay, version), version);
      sets.push(intervalSetBlock(`overlay_v${version}`, address, overlay));
    }
    const name = `${scope}_allowed_v${version}`;
    if (shared.length > 0) {
      sets.push(intervalSetBlock(name, ruleType, shared));
      rules.push(`${guard}${lookup} @${name} accept comment "${comment}"`);
    }
    for (const shape of own) rules.push(`${guard}${ownMatches(shape, version, match)} accept comment "${comment}"`);
  }
  return { sets, rules };
}

/**
 * The sets and the `from_mesh` chain that filter what arrives on the mesh interface: answers to
 * flows this host started (or passed on) pass, then what `allow_all` or an allowance lets in; the
 * rest is dropped. Every packet a peer sends on a flow it started is checked again, not only its
 * first, so a revoked policy cuts the connections it let in at once. Traffic arriving on any other
 * interface (the host's LAN, its own SSH) is never touched.
 */
export function renderMeshFilter(filter: DesiredFilter, interfaceName: string): { sets: string[]; chain: string[] } {
  const families = filter.allowAll ? [] : [familyFilter(filter, 4), familyFilter(filter, 6)];
  const verdicts = filter.allowAll
    ? ['accept comment "allow_all: the networks of this host let everything in"']
    : [...families.flatMap((family) => family.rules), 'drop comment "no access rule allows it"'];
  return {
    sets: families.flatMap((family) => family.sets).flat(),
    chain: chainBlock('from_mesh', FILTER_HOOK, [
      `iifname != "${interfaceName}" accept comment "only traffic from the mesh is filtered"`,
      'ct direction reply accept comment "answers to flows this host started or passed on"',
      'ct state related accept comment "errors about flows already let through"',
      ...(filter.allowAll
        ? []
        : [`fib daddr type local udp dport ${PATH_PROBE_PORT} accept comment "path probes between agents"`]),
      ...verdicts,
    ]),
  };
}
