/**
 * Benchmark: access-control evaluation for one network of 1,000 nodes and 100 policies, in memory.
 * A full evaluation builds the network's reachability (policy index and version 1 matrix) and asks
 * the peer computation's question, `mayReach(a, b)`, for every ordered pair of nodes. Also times
 * single `check` calls as the console's "Check access" makes them. Prints figures next to the budget.
 */
import os from 'node:os';
import { networkReachability, type AccessSnapshot } from '../server/src/mesh/reachability';
import { policyNetwork } from './support/policy-network';

const NODES = 1_000;
const POLICIES = 100;
const TAGS = 30;
const RUNS = 7;
const CHECKS = 20_000;
const FULL_EVALUATION_BUDGET_MS = 200;

const { devices, policies, pickDevice } = policyNetwork({
  network: 'bench',
  nodes: NODES,
  policies: POLICIES,
  tags: TAGS,
});
const snapshot: AccessSnapshot = {
  defaultacl: 'yes',
  matrix: { [devices[0].id]: { [devices[1].id]: 1 } },
  policies,
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
    reachability.check(pickDevice().id, pickDevice().id, { protocol: 'tcp', port: 443 });
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
