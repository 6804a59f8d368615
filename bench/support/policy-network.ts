/**
 * A network of nodes, tags and policies made up the same way every run (a seeded generator), for the
 * benchmarks of access control: 80 % of the members are tags, the rest single nodes; protocols and
 * ports drawn from a few services; All Nodes off, or every pair would be allowed at once.
 */
import { ACL_ALL, type AclDevice, type AclMemberRef, type AclRule } from '@netloom/contract';

/** A small seeded generator, so every run works on the same network. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value ^= value + Math.imul(value ^ (value >>> 7), 61 | value);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export interface PolicyNetwork {
  devices: AclDevice[];
  policies: AclRule[];
  /** One of the network's devices, drawn from the same generator. */
  pickDevice(): AclDevice;
}

export function policyNetwork(options: {
  network: string;
  nodes: number;
  policies: number;
  tags: number;
}): PolicyNetwork {
  const { network } = options;
  const random = seededRandom(42);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const some = <T>(items: readonly T[], most: number): T[] =>
    Array.from({ length: 1 + Math.floor(random() * most) }, () => pick(items));

  const tagIds = Array.from({ length: options.tags }, (_, index) => `${network}.tag-${index}`);
  const devices: AclDevice[] = Array.from({ length: options.nodes }, (_, index) => ({
    id: `node-${String(index).padStart(4, '0')}`,
    name: `host-${index}`,
    tags: [...new Set(some(tagIds, 3)), ...(index % 50 === 0 ? [`${network}.gateways`] : [])],
  }));

  const member = (): AclMemberRef =>
    random() < 0.8 ? { id: 'tag', value: pick(tagIds) } : { id: 'device', value: pick(devices).id };

  const policy = (index: number): AclRule => {
    const protocol = pick(['all', 'tcp', 'udp'] as const);
    return {
      id: `policy-${index}`,
      name: `policy ${String(index).padStart(3, '0')}`,
      policy_type: 'device-policy',
      src_type: Array.from({ length: 1 + Math.floor(random() * 3) }, member),
      dst_type: Array.from({ length: 1 + Math.floor(random() * 3) }, member),
      protocol,
      ports: protocol === 'all' ? [] : [pick(['22', '443', '5432', '8000-8100'])],
      allowed_traffic_direction: random() < 0.5 ? 0 : 1,
      enabled: random() < 0.9,
    };
  };

  const everyone = [{ id: 'tag' as const, value: ACL_ALL }];
  const defaults: AclRule[] = [
    {
      ...policy(0),
      id: `${network}.all-nodes`,
      src_type: everyone,
      dst_type: everyone,
      protocol: 'all',
      enabled: false,
    },
    { ...policy(1), id: `${network}.all-gateways`, src_type: [{ id: 'tag', value: `${network}.gateways` }] },
  ];
  const policies = [
    ...defaults,
    ...Array.from({ length: options.policies - defaults.length }, (_, index) => policy(index + 2)),
  ];
  return { devices, policies, pickDevice: () => pick(devices) };
}
