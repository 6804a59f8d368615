/**
 * Benchmark: the firewalls of every host of one network of 1,000 hosts under 100 policies, in memory,
 * as the publisher works them out for a round that reaches every host: the network's grants and
 * addresses once, then each host's `fw_update` written as JSON. Prints figures next to the budget.
 */
import os from 'node:os';
import { firewallNetwork, ruleCount } from './support/firewall-network';

const HOSTS = 1_000;
const POLICIES = 100;
const TAGS = 30;
const RUNS = 5;
const BUDGET_MS = 1_000;

const { nodes, firewalls } = firewallNetwork({ hosts: HOSTS, policies: POLICIES, tags: TAGS });

function round(): { ms: number; rules: number[]; bytes: number[] } {
  const started = performance.now();
  const { firewallOf } = firewalls();
  const rules: number[] = [];
  const bytes: number[] = [];
  for (const node of nodes) {
    const update = firewallOf(node);
    rules.push(ruleCount(update));
    bytes.push(JSON.stringify(update).length);
  }
  return { ms: performance.now() - started, rules, bytes };
}

round();
const runs = Array.from({ length: RUNS }, round);
const times = runs.map((run) => run.ms).sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
const { rules, bytes } = runs[0];
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
const load = os
  .loadavg()
  .map((value) => value.toFixed(1))
  .join(' ');

console.log(
  `\nHost firewalls: ${HOSTS.toLocaleString('en')} hosts, ${POLICIES} policies, ${TAGS} tags (load average ${load} on ${os.cpus().length} CPUs)`,
);
console.log(
  `  every host's fw_update  median ${median.toFixed(0)} ms, worst ${times[times.length - 1].toFixed(0)} ms (${RUNS} runs), ${((median / HOSTS) * 1000).toFixed(0)} µs per host`,
);
console.log(`  rules per host          mean ${mean(rules).toFixed(1)}, most ${Math.max(...rules)}`);
console.log(
  `  JSON per host           mean ${(mean(bytes) / 1024).toFixed(1)} KB, most ${(Math.max(...bytes) / 1024).toFixed(1)} KB`,
);
console.log(
  `  target                  every host under ${BUDGET_MS} ms: ${median < BUDGET_MS ? 'within budget' : 'OVER BUDGET'}`,
);
