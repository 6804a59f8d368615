/**
 * Benchmark: access-control evaluation for one network of 1,000 nodes and 100 policies, in memory.
 * A full evaluation builds the network's reachability (policy index and version 1 matrix) and asks
 * the peer computation's question, `mayReach(a, b)`, for every ordered pair of nodes. Also times
 * single `check` calls as the console's "Check access" makes them. Prints figures next to the budget.
 */
import os from 'node:os';
import { ACL_ALL, type AclDevice, type AclMemberRef, type AclRule } from '@netloom/contract';
import { networkReachability, type AccessSnapshot } from '../server/src/mesh/reachability';

const NODES = 1_000;
const POLICIES = 100;
const TAGS = 30;
const RUNS = 7;
const CHECKS = 20_000;
const FULL_EVALUATION_BUDGET_MS = 200;
const NETWORK = 'bench';

/** A small seeded generator, so every run evaluates the same network. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let value = Math.imul(state ^ (state >>> 15), 1 | state);
    value ^= value + Math.imul(value ^ (value >>> 7), 61 | value);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const random = seededRandom(42);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
const some = <T>(items: readonly T[], most: number): T[] =>
  Array.from({ length: 1 + Math.floor(random() * most) }, () => pick(items));

const tagIds = Array.from({ length: TAGS }, (_, index) => `${NETWORK}.tag-${index}`);
const devices: AclDevice[] = Array.from({ length: NODES }, (_, index) => ({
  id: `node-${String(index).padStart(4, '0')}`,
  name: `host-${index}`,
  tags: [...new Set(some(tagIds, 3)), ...(index % 50 === 0 ? [`${NETWORK}.gateways`] : [])],
}));

function member(): AclMemberRef {
  return random() < 0.8 ? { id: 'tag', value: pick(tagIds) } : { id: 'device', value: pick(devices).id };
}

function policy(index: number): AclRule {
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
}

/** The defaults with All Nodes off (or every pair would be allowed at once), then 98 policies. */
const everyone = [{ id: 'tag' as const, value: ACL_ALL }];
const defaults: AclRule[] = [
  { ...policy(0), id: `${NETWORK}.all-nodes`, src_type: everyone, dst_type: everyone, protocol: 'all', enabled: false },
  { ...policy(1), id: `${NETWORK}.all-gateways`, src_type: [{ id: 'tag', value: `${NETWORK}.gateways` }] },
];
const snapshot: AccessSnapshot = {
  defaultacl: 'yes',
  matrix: { [devices[0].id]: { [devices[1].id]: 1 } },
  policies: [...defaults, ...Array.from({ length: POLICIES - defaults.length }, (_, index) => policy(index + 2))],
  devices,
};

function fullEvaluation(): { ms: number; allowed: number } {
  const started = performance.now();
  const { mayReach } = networkReachability(snapshot);
  let allowed = 0;
  for (const a of devices) for (const b of devices) if (a !== b && mayReach(a.id, b.id)) allowed++;
  return { ms: performance.now() - started, allowed };
}

function checks(): number {
  const reachability = networkReachability(snapshot);
  const started = performance.now();
  for (let index = 0; index < CHECKS; index++) {
    reachability.check(pick(devices).id, pick(devices).id, { protocol: 'tcp', port: 443 });
  }
  return (performance.now() - started) / CHECKS;
}

fullEvaluation();
const runs = Array.from({ length: RUNS }, fullEvaluation);
const times = runs.map((run) => run.ms).sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
const pairs = NODES * (NODES - 1);
const load = os
  .loadavg()
  .map((value) => value.toFixed(1))
  .join(' ');

console.log(
  `\nACL evaluation: ${NODES.toLocaleString('en')} nodes, ${POLICIES} policies, ${TAGS} tags (load average ${load} on ${os.cpus().length} CPUs)`,
);
console.log(
  `  full evaluation  median ${median.toFixed(1)} ms  worst ${times[times.length - 1].toFixed(1)} ms  (${RUNS} runs; ${pairs.toLocaleString('en')} ordered pairs, ${runs[0].allowed.toLocaleString('en')} may reach)`,
);
console.log(`  single check     ${(checks() * 1000).toFixed(1)} µs on average (${CHECKS.toLocaleString('en')} checks)`);
const verdict = median < FULL_EVALUATION_BUDGET_MS ? 'within budget' : 'OVER BUDGET';
console.log(`  target           full evaluation under ${FULL_EVALUATION_BUDGET_MS} ms: ${verdict}`);
