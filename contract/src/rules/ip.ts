/** IP address and CIDR checks shared by the console and the server. */

export type IpVersion = 4 | 6;

export interface ParsedCidr {
  version: IpVersion;
  /** The address as written, as an unsigned integer. */
  address: bigint;
  prefix: number;
  /** 32 for IPv4, 128 for IPv6. */
  bits: number;
}

const IPV4_OCTET = /^(0|[1-9]\d{0,2})$/;
const IPV6_GROUP = /^[0-9a-fA-F]{1,4}$/;
const PREFIX = /^(0|[1-9]\d{0,2})$/;

export function parseIPv4(text: string): bigint | null {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    if (!IPV4_OCTET.test(part)) return null;
    const octet = Number(part);
    if (octet > 255) return null;
    value = (value << 8n) | BigInt(octet);
  }
  return value;
}

function parseGroups(text: string): number[] | null {
  if (text === '') return [];
  const groups = text.split(':');
  const values: number[] = [];
  for (const group of groups) {
    if (!IPV6_GROUP.test(group)) return null;
    values.push(parseInt(group, 16));
  }
  return values;
}

export function parseIPv6(text: string): bigint | null {
  let body = text;
  let tail: number[] = [];
  const lastColon = body.lastIndexOf(':');
  if (lastColon >= 0 && body.slice(lastColon + 1).includes('.')) {
    const v4 = parseIPv4(body.slice(lastColon + 1));
    if (v4 === null) return null;
    tail = [Number(v4 >> 16n), Number(v4 & 0xffffn)];
    body = body.slice(0, lastColon);
    if (body.endsWith(':')) body += ':';
  }
  const halves = body.split('::');
  if (halves.length > 2) return null;
  let groups: number[];
  if (halves.length === 2) {
    const head = parseGroups(halves[0]);
    const rest = parseGroups(halves[1]);
    if (!head || !rest) return null;
    const missing = 8 - head.length - rest.length - tail.length;
    if (missing < 1) return null;
    groups = [...head, ...new Array<number>(missing).fill(0), ...rest, ...tail];
  } else {
    const all = parseGroups(halves[0]);
    if (!all) return null;
    groups = [...all, ...tail];
    if (groups.length !== 8) return null;
  }
  return groups.reduce((value, group) => (value << 16n) | BigInt(group), 0n);
}

export function isIPv4Address(text: string): boolean {
  return parseIPv4(text) !== null;
}

export function isIPv6Address(text: string): boolean {
  return !text.includes('/') && parseIPv6(text) !== null;
}

export function isIpAddress(text: string): boolean {
  return isIPv4Address(text) || isIPv6Address(text);
}

export function parseCidr(text: string): ParsedCidr | null {
  const slash = text.indexOf('/');
  if (slash < 0 || slash !== text.lastIndexOf('/')) return null;
  const addressText = text.slice(0, slash);
  const prefixText = text.slice(slash + 1);
  if (!PREFIX.test(prefixText)) return null;
  const prefix = Number(prefixText);
  const v4 = parseIPv4(addressText);
  if (v4 !== null) return prefix <= 32 ? { version: 4, address: v4, prefix, bits: 32 } : null;
  const v6 = parseIPv6(addressText);
  if (v6 !== null) return prefix <= 128 ? { version: 6, address: v6, prefix, bits: 128 } : null;
  return null;
}

export function isIPv4Cidr(text: string): boolean {
  return parseCidr(text)?.version === 4;
}

export function isIPv6Cidr(text: string): boolean {
  return parseCidr(text)?.version === 6;
}

export function isCidr(text: string): boolean {
  return parseCidr(text) !== null;
}

/** The first and last address of a CIDR block. */
export function cidrBounds(cidr: ParsedCidr): { first: bigint; last: bigint } {
  const hostBits = BigInt(cidr.bits - cidr.prefix);
  const size = 1n << hostBits;
  const first = (cidr.address >> hostBits) << hostBits;
  return { first, last: first + size - 1n };
}

export function formatIPv4(value: bigint): string {
  return [24n, 16n, 8n, 0n].map((shift) => String((value >> shift) & 0xffn)).join('.');
}

/** RFC 5952 text: lowercase, no leading zeros, the longest run of two or more zero groups as `::`. */
export function formatIPv6(value: bigint): string {
  const groups = Array.from({ length: 8 }, (_, i) => Number((value >> BigInt(112 - i * 16)) & 0xffffn));
  let bestStart = -1;
  let bestLength = 1;
  for (let i = 0; i < 8;) {
    if (groups[i] !== 0) {
      i++;
      continue;
    }
    let j = i;
    while (j < 8 && groups[j] === 0) j++;
    if (j - i > bestLength) {
      bestStart = i;
      bestLength = j - i;
    }
    i = j;
  }
  const hex = groups.map((group) => group.toString(16));
  if (bestStart < 0) return hex.join(':');
  const head = hex.slice(0, bestStart).join(':');
  const tail = hex.slice(bestStart + bestLength).join(':');
  return `${head}::${tail}`;
}

export function formatAddress(version: IpVersion, value: bigint): string {
  return version === 4 ? formatIPv4(value) : formatIPv6(value);
}

/** The CIDR written with its network address, e.g. `10.1.2.3/24` -> `10.1.2.0/24`; null when not a CIDR. */
export function normaliseCidr(text: string): string | null {
  const cidr = parseCidr(text.trim());
  if (!cidr) return null;
  return `${formatAddress(cidr.version, cidrBounds(cidr).first)}/${cidr.prefix}`;
}

/** The bounds of two CIDRs of the same IP version; null when either is no CIDR or they differ in version. */
function boundsOfPair(a: string, b: string): [{ first: bigint; last: bigint }, { first: bigint; last: bigint }] | null {
  const left = parseCidr(a);
  const right = parseCidr(b);
  if (!left || !right || left.version !== right.version) return null;
  return [cidrBounds(left), cidrBounds(right)];
}

export function cidrsOverlap(a: string, b: string): boolean {
  const bounds = boundsOfPair(a, b);
  return bounds !== null && bounds[0].first <= bounds[1].last && bounds[1].first <= bounds[0].last;
}

/** Whether every address of CIDR `inner` lies in CIDR `outer` (same IP version). */
export function cidrContains(outer: string, inner: string): boolean {
  const bounds = boundsOfPair(outer, inner);
  return bounds !== null && bounds[0].first <= bounds[1].first && bounds[1].last <= bounds[0].last;
}

/** Private ranges: 10.x, 172.16-172.31, 192.168, and IPv6 starting fc00. */
export function isPrivateAddress(text: string): boolean {
  const v4 = parseIPv4(text);
  if (v4 !== null) {
    const a = Number(v4 >> 24n);
    const b = Number((v4 >> 16n) & 0xffn);
    return a === 10 || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168);
  }
  const v6 = parseIPv6(text);
  return v6 !== null && v6 >> 112n === 0xfc00n;
}

const COMMON_LAN_RANGES = ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16'];

/** True when a CIDR overlaps a range commonly used for home and office LANs (10/8, 172.16/12, 192.168/16). */
export function isCommonLanRange(text: string): boolean {
  const cidr = parseCidr(text.trim());
  if (!cidr || cidr.version !== 4) return false;
  return COMMON_LAN_RANGES.some((lan) => cidrsOverlap(text.trim(), lan));
}
