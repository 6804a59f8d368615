import { addressRanges, mergeRanges, parseCidr, parsePortRange, type AclProtocol } from '@netloom/contract';
import type { Allowance } from '../desired';
import type { Box, Interval } from './disjoint-boxes';

/** IANA protocol numbers as `meta l4proto` reads them; `all` is every one. */
const PROTOCOLS: Record<AclProtocol, Record<4 | 6, Interval>> = {
  all: { 4: { first: 0n, last: 255n }, 6: { first: 0n, last: 255n } },
  tcp: { 4: { first: 6n, last: 6n }, 6: { first: 6n, last: 6n } },
  udp: { 4: { first: 17n, last: 17n }, 6: { first: 17n, last: 17n } },
  icmp: { 4: { first: 1n, last: 1n }, 6: { first: 58n, last: 58n } },
};

/**
 * Every port: for a rule without ports, and for protocols without ports, where `th dport` reads
 * other bytes (the ICMP checksum) that the whole range ignores.
 */
const EVERY_PORT: Interval = { first: 0n, last: 65535n };

/** The address ranges of CIDRs of one version; a text that is none is refused rather than left out. */
function addressIntervals(cidrs: string[], version: 4 | 6): Interval[] {
  const wrong = cidrs.find((text) => parseCidr(text)?.version !== version);
  if (wrong !== undefined) throw new Error(`${wrong} is not an IPv${version} CIDR`);
  return addressRanges(cidrs, version);
}

function portIntervals(allowance: Allowance): Interval[] {
  if (allowance.ports.length === 0) return [EVERY_PORT];
  return mergeRanges(
    allowance.ports.map((text) => {
      const { start, end } = parsePortRange(text);
      return { first: BigInt(start), last: BigInt(end) };
    }),
  );
}

/** An allowance as intervals along each dimension: its sources, destinations, protocol and ports, each merged. */
export interface AllowanceShape {
  sources: Interval[];
  destinations: Interval[];
  protocol: Interval;
  ports: Interval[];
}

export function allowanceShape(allowance: Allowance): AllowanceShape {
  return {
    sources: addressIntervals(allowance.sources, allowance.version),
    destinations: addressIntervals(allowance.destinations, allowance.version),
    protocol: PROTOCOLS[allowance.protocol][allowance.version],
    ports: portIntervals(allowance),
  };
}

/** How many boxes (set elements) the shape is made of. */
export function boxCount(shape: AllowanceShape): number {
  return shape.sources.length * shape.destinations.length * shape.ports.length;
}

/** The boxes source x destination x protocol x port a shape covers; boxes of several allowances may overlap. */
export function shapeBoxes({ sources, destinations, protocol, ports }: AllowanceShape): Box[] {
  return sources.flatMap((source) =>
    destinations.flatMap((destination) => ports.map((port): Box => [source, destination, protocol, port])),
  );
}
