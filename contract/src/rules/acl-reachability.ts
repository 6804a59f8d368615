import {
  ACL_ALL,
  ACL_BOTH_WAYS,
  parsePortRange,
  type AclMemberRef,
  type AclPolicyType,
  type AclProtocol,
  type PortRange,
} from './acl-policy';

/**
 * Who may reach whom under version 2 policies (docs/architecture.md, Peers), as pure functions.
 *
 * - A policy lets every source member reach every destination member, and when it goes both ways
 *   every destination member reach every source member, for its protocol and ports.
 * - Tags and `*` of tags or devices stand for devices: nodes and external clients that are not a
 *   user's remote-access client. A device entry names one node or client by id.
 * - Users, user groups and their `*` stand for users' remote-access clients, which only user
 *   policies govern.
 * - So an enabled `*` -> `*` device policy for any traffic (the default `<network>.all-nodes`) lets
 *   every device reach every other; switched off, only the other enabled policies count.
 */

/** A node or external client as policies see it. */
export interface AclDevice {
  id: string;
  /** What messages call it: the node's host name, the client's id. */
  name: string;
  /** Ids of the tags it carries, the gateway tag included for gateways. */
  tags: readonly string[];
  /** Set for a user's remote-access client: its owner and the owner's groups. */
  user?: { username: string; groups: readonly string[] };
}

/** The parts of a policy (the Acl model) that decide reachability. */
export interface AclRule {
  id: string;
  name: string;
  policy_type: AclPolicyType;
  src_type: readonly AclMemberRef[];
  dst_type: readonly AclMemberRef[];
  protocol: AclProtocol;
  ports: readonly string[];
  allowed_traffic_direction: number;
  enabled: boolean;
}

/** What is asked about: nothing, a protocol, a port, or both; `all` means any protocol. */
export interface AclTraffic {
  protocol?: AclProtocol;
  port?: number;
}

export interface AclVerdict {
  allowed: boolean;
  /** The policy that allows it, or the one that would but is off or covers other traffic; else null. */
  policy: { id: string; name: string } | null;
  reason: string;
}

/** Traffic an enabled policy lets start at `from` and go to `to` (device ids); a two-way policy gives two, `reverse` the second. */
export interface AclGrant {
  rule: AclRule;
  reverse: boolean;
  from: string[];
  to: string[];
}

export interface Reachability {
  /** Whether an enabled policy lets every device reach every other with any traffic (the default all-nodes policy). */
  everybody: boolean;
  /** Whether an enabled policy lets `source` reach `target` with any traffic (false for unknown ids). */
  reaches(source: string, target: string): boolean;
  /** `reaches` by positions in the devices given, for callers that ask about every pair. */
  reachesAt(from: number, to: number): boolean;
  /** Whether `source` may reach `target` with this traffic, and which policy decides it. */
  check(source: string, target: string, traffic?: AclTraffic): AclVerdict;
  /** What every enabled policy lets through, in the order of the policies, for firewalls to enforce. */
  grants(): AclGrant[];
  /** Whether an enabled policy lets the device reach, or be reached by, some other device (false for unknown ids). */
  covers(id: string): boolean;
}

/** A set of device positions, one bit each. */
type DeviceBits = Uint32Array;

interface CompiledRule {
  rule: AclRule;
  sources: DeviceBits;
  destinations: DeviceBits;
  bothWays: boolean;
  ranges: PortRange[];
  /** Every device to every device, any traffic: checked first, as "everybody may reach everybody". */
  everybody: boolean;
}

/** Whether `position` is set in the set that starts at word `offset` of `bits`. */
const hasBit = (bits: DeviceBits, position: number, offset = 0) =>
  ((bits[offset + (position >>> 5)] >>> (position & 31)) & 1) === 1;
const setBit = (bits: DeviceBits, position: number) => {
  bits[position >>> 5] |= 1 << (position & 31);
};

function orInto(target: DeviceBits, source: DeviceBits, offset = 0): void {
  for (let word = 0; word < source.length; word++) target[offset + word] |= source[word];
}

/** Calls `visit` with each position set in `bits`. */
function eachBit(bits: DeviceBits, visit: (position: number) => void): void {
  for (let word = 0; word < bits.length; word++) {
    let remaining = bits[word];
    while (remaining !== 0) {
      const lowest = remaining & -remaining;
      visit(word * 32 + 31 - Math.clz32(lowest));
      remaining ^= lowest;
    }
  }
}

/** Device positions by what policies name them with. */
class DeviceIndex {
  readonly positions = new Map<string, number>();
  readonly words: number;
  readonly allDevices: DeviceBits;
  readonly allUsers: DeviceBits;
  private readonly byKind: Record<'tag' | 'user' | 'user-group', Map<string, DeviceBits>> = {
    tag: new Map(),
    user: new Map(),
    'user-group': new Map(),
  };

  constructor(readonly devices: readonly AclDevice[]) {
    this.words = (devices.length + 31) >>> 5;
    this.allDevices = new Uint32Array(this.words);
    this.allUsers = new Uint32Array(this.words);
    devices.forEach((device, position) => {
      this.positions.set(device.id, position);
      if (device.user) {
        setBit(this.allUsers, position);
        this.add('user', device.user.username, position);
        for (const group of device.user.groups) this.add('user-group', group, position);
      } else {
        setBit(this.allDevices, position);
        for (const tag of device.tags) this.add('tag', tag, position);
      }
    });
  }

  private add(kind: 'tag' | 'user' | 'user-group', value: string, position: number): void {
    let bits = this.byKind[kind].get(value);
    if (!bits) this.byKind[kind].set(value, (bits = new Uint32Array(this.words)));
    setBit(bits, position);
  }

  /** The devices one or more member entries stand for. */
  members(refs: readonly AclMemberRef[]): DeviceBits {
    const bits = new Uint32Array(this.words);
    for (const ref of refs) {
      if (ref.id === 'device') {
        const position = this.positions.get(ref.value);
        if (ref.value === ACL_ALL) orInto(bits, this.allDevices);
        else if (position !== undefined) setBit(bits, position);
      } else if (ref.id === 'tag' || ref.id === 'user' || ref.id === 'user-group') {
        const everyone = ref.id === 'tag' ? this.allDevices : this.allUsers;
        const named = ref.value === ACL_ALL ? everyone : this.byKind[ref.id].get(ref.value);
        if (named) orInto(bits, named);
      }
    }
    return bits;
  }
}

function coversAll(bits: DeviceBits, all: DeviceBits): boolean {
  // `&` gives a signed 32-bit number: `>>> 0` makes it unsigned again, like the words of a full set.
  return all.every((word, index) => (bits[index] & word) >>> 0 === word);
}

function compile(rule: AclRule, index: DeviceIndex): CompiledRule {
  const sources = index.members(rule.src_type);
  const destinations = index.members(rule.dst_type);
  return {
    rule,
    sources,
    destinations,
    bothWays: rule.allowed_traffic_direction === ACL_BOTH_WAYS,
    ranges: rule.protocol === 'all' || rule.protocol === 'icmp' ? [] : rule.ports.map(parsePortRange),
    everybody:
      rule.policy_type === 'device-policy' &&
      rule.protocol === 'all' &&
      coversAll(sources, index.allDevices) &&
      coversAll(destinations, index.allDevices),
  };
}

function coversPair(compiled: CompiledRule, source: number, target: number): boolean {
  const { sources, destinations } = compiled;
  if (hasBit(sources, source) && hasBit(destinations, target)) return true;
  return compiled.bothWays && hasBit(sources, target) && hasBit(destinations, source);
}

function carries(compiled: CompiledRule, traffic: AclTraffic): boolean {
  const { protocol } = compiled.rule;
  if (protocol === 'all') return true;
  if (traffic.protocol !== undefined && traffic.protocol !== 'all' && traffic.protocol !== protocol) return false;
  if (traffic.port === undefined) return true;
  const port = traffic.port;
  if (protocol === 'icmp') return false;
  return compiled.ranges.length === 0 || compiled.ranges.some((range) => range.start <= port && port <= range.end);
}

/** "tcp port 22", "port 22", "udp" or '' for no particular traffic. */
export function describeAclTraffic(traffic: AclTraffic): string {
  const protocol = traffic.protocol && traffic.protocol !== 'all' ? traffic.protocol : '';
  const port = traffic.port === undefined ? '' : `port ${traffic.port}`;
  return [protocol, port].filter((part) => part !== '').join(' ');
}

/** What a policy lets through: "all traffic", "icmp", "all tcp ports", "tcp ports 80, 8000-8100". */
export function describeAclService(rule: Pick<AclRule, 'protocol' | 'ports'>): string {
  if (rule.protocol === 'all') return 'all traffic';
  if (rule.protocol === 'icmp') return 'icmp';
  if (rule.ports.length === 0) return `all ${rule.protocol} ports`;
  return `${rule.protocol} port${rule.ports.length > 1 ? 's' : ''} ${rule.ports.join(', ')}`;
}

/**
 * The first enabled policy that covers the pair for the traffic allows it. A refusal names a
 * specific policy that would allow it but is off, else one that covers the pair for other traffic,
 * else a catch-all (All Nodes) that is off.
 */
function decide(
  ordered: CompiledRule[],
  from: number,
  to: number,
  traffic: AclTraffic,
  { pair, on }: { pair: string; on: string },
): AclVerdict {
  const switchedOff: { specific?: CompiledRule; everybody?: CompiledRule } = {};
  let otherTraffic: CompiledRule | undefined;
  for (const rule of ordered) {
    if (!coversPair(rule, from, to)) continue;
    const fits = carries(rule, traffic);
    if (fits && rule.rule.enabled) return verdict(true, rule, `policy "${rule.rule.name}" allows ${pair}${on}`);
    if (fits) switchedOff[rule.everybody ? 'everybody' : 'specific'] ??= rule;
    else if (rule.rule.enabled) otherTraffic ??= rule;
  }
  const off = (rule: CompiledRule) =>
    verdict(false, rule, `policy "${rule.rule.name}" would allow ${pair}${on}, but it is disabled`);
  if (switchedOff.specific) return off(switchedOff.specific);
  if (otherTraffic) {
    const allowed = describeAclService(otherTraffic.rule);
    return verdict(false, otherTraffic, `policy "${otherTraffic.rule.name}" allows ${pair} only for ${allowed}`);
  }
  if (switchedOff.everybody) return off(switchedOff.everybody);
  return { allowed: false, policy: null, reason: `no enabled policy allows ${pair}${on}` };
}

/** The ids of the devices a policy's sources and destinations stand for: the only ones whose reach it decides. */
export function aclRuleMembers(rule: AclRule, devices: readonly AclDevice[]): string[] {
  const index = new DeviceIndex(devices);
  const members = index.members([...rule.src_type, ...rule.dst_type]);
  const ids: string[] = [];
  eachBit(members, (position) => ids.push(devices[position].id));
  return ids;
}

/** Builds the answers for one network from its policies (in the order to report them) and devices. */
export function buildReachability(rules: readonly AclRule[], devices: readonly AclDevice[]): Reachability {
  const index = new DeviceIndex(devices);
  const compiled = rules.map((rule) => compile(rule, index));
  const ordered = [...compiled.filter((rule) => rule.everybody), ...compiled.filter((rule) => !rule.everybody)];
  let admitted: Uint32Array | undefined;

  /** Row per device of the devices it reaches: built on first use, reused after. */
  const admissionRows = () => {
    if (admitted) return admitted;
    const rows = new Uint32Array(devices.length * index.words);
    for (const rule of compiled.filter((candidate) => candidate.rule.enabled)) {
      eachBit(rule.sources, (source) => orInto(rows, rule.destinations, source * index.words));
      if (rule.bothWays) eachBit(rule.destinations, (target) => orInto(rows, rule.sources, target * index.words));
    }
    return (admitted = rows);
  };

  const nameOf = (position: number) => devices[position].name;
  const idsOf = (bits: DeviceBits) => {
    const ids: string[] = [];
    eachBit(bits, (position) => ids.push(devices[position].id));
    return ids;
  };
  const reachesAt = (from: number, to: number) => from === to || hasBit(admissionRows(), to, from * index.words);

  return {
    everybody: ordered.some((rule) => rule.everybody && rule.rule.enabled),
    reachesAt,

    reaches(source, target) {
      const from = index.positions.get(source);
      const to = index.positions.get(target);
      return from !== undefined && to !== undefined && reachesAt(from, to);
    },

    check(source, target, traffic = {}) {
      const from = index.positions.get(source);
      const to = index.positions.get(target);
      if (from === undefined || to === undefined) {
        return { allowed: false, policy: null, reason: `unknown device ${from === undefined ? source : target}` };
      }
      if (from === to) return { allowed: true, policy: null, reason: `${nameOf(from)} always reaches itself` };
      const asked = describeAclTraffic(traffic);
      const question = { pair: `${nameOf(from)} to reach ${nameOf(to)}`, on: asked === '' ? '' : ` on ${asked}` };
      return decide(ordered, from, to, traffic, question);
    },

    covers(id) {
      const position = index.positions.get(id);
      if (position === undefined) return false;
      const rows = admissionRows();
      const row = position * index.words;
      for (let other = 0; other < devices.length; other++) {
        if (other !== position && (hasBit(rows, other, row) || hasBit(rows, position, other * index.words)))
          return true;
      }
      return false;
    },

    grants() {
      return compiled
        .filter((candidate) => candidate.rule.enabled)
        .flatMap(({ rule, sources, destinations, bothWays }) => {
          const [from, to] = [idsOf(sources), idsOf(destinations)];
          const forward: AclGrant = { rule, reverse: false, from, to };
          return bothWays ? [forward, { rule, reverse: true, from: to, to: from }] : [forward];
        });
    },
  };
}

function verdict(allowed: boolean, compiled: CompiledRule, reason: string): AclVerdict {
  return { allowed, policy: { id: compiled.rule.id, name: compiled.rule.name }, reason };
}
