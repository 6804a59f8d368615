/**
 * Benchmark: a host applying its firewall with `nft -f` in a network namespace, as its agent does
 * (rules -> allowances -> one table script -> one transaction): 1,000 rules from small groups
 * (the budget's case); in networks of 1,000 hosts whose 30 tags hold random members, the host with
 * the most rules under 100 policies, a relay of 5 hosts, and as a stress the busiest host under
 * 1,000 policies. Needs root and nft. Prints figures next to the budget.
 */
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { OPEN_FIREWALL, type FirewallRule, type FirewallUpdate } from '@netloom/contract';
import { renderNetloomTable, replaceTableScript } from '../agent/src/firewall/netloom-table';
import { firewallAllowances } from '../agent/src/sync/firewall-allowances';
import { FIREWALL_NETWORK_RANGE, firewallNetwork, ruleCount } from './support/firewall-network';

const RUNS = 7;
const BUDGET_MS = 200;
const NAMESPACE = `netloom-bench-fw-${process.pid}`;

function inNamespace(args: string[], input?: string): void {
  const result = spawnSync('ip', ['netns', 'exec', NAMESPACE, ...args], { input, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed: ${result.stderr || result.error}`);
}

/** The agent's table for a host's firewall, and how long writing it took. */
function tableOf(update: FirewallUpdate): { script: string; renderMs: number; elements: number } {
  const started = performance.now();
  const table = renderNetloomTable({
    interfaceName: 'netloom',
    forwarding: true,
    egress: [],
    filter: { allowAll: false, overlay: [FIREWALL_NETWORK_RANGE], ...firewallAllowances(update) },
  });
  const renderMs = performance.now() - started;
  return {
    script: replaceTableScript(table),
    renderMs,
    elements: table.split('\n').filter((line) => line.includes(' . ')).length,
  };
}

/** 1,000 rules to a host at 10.64.0.1, each from one address or a /28, on two ports of tcp or udp, or icmp. */
function thousandRules(): FirewallUpdate {
  const rules = Array.from({ length: 1_000 }, (_, index): FirewallRule => {
    const source = index % 10 === 0 ? `10.65.${index % 256}.0/28` : `10.64.${1 + (index >> 8)}.${index & 255}/32`;
    const icmp = index % 50 === 0;
    return {
      id: `rule-${index}`,
      ip_list: [source],
      ip6_list: [],
      allowed_protocols: icmp ? 'icmp' : index % 2 === 0 ? 'tcp' : 'udp',
      allowed_ports: icmp ? [] : [String(1000 + index), `${20000 + index * 10}-${20005 + index * 10}`],
      direction: 1,
      dst: ['10.64.0.1/32'],
      dst6: [],
      Allowed: true,
    };
  });
  return { ...OPEN_FIREWALL, allow_all: false, acl_rules: Object.fromEntries(rules.map((rule) => [rule.id, rule])) };
}

function applyMs(script: string): number {
  const started = performance.now();
  inNamespace(['nft', '-f', '-'], script);
  return performance.now() - started;
}

function measure(name: string, update: FirewallUpdate): void {
  const { script, renderMs, elements } = tableOf(update);
  const lines = script.split('\n').filter((line) => line.includes(' accept comment "allowed')).length;
  applyMs(script);
  const times = Array.from({ length: RUNS }, () => applyMs(script)).sort((a, b) => a - b);
  const median = times[Math.floor(RUNS / 2)];
  console.log(
    `  ${name.padEnd(38)} ${String(ruleCount(update)).padStart(5)} rules -> ${elements} set elements + ${lines} rule lines; ` +
      `written in ${renderMs.toFixed(0)} ms, nft -f median ${median.toFixed(0)} ms, worst ${times[RUNS - 1].toFixed(0)} ms` +
      ` (${median <= BUDGET_MS ? 'within budget' : 'OVER BUDGET'})`,
  );
}

if (process.getuid?.() !== 0 || spawnSync('nft', ['--version']).status !== 0) {
  console.error('The firewall benchmark needs root and nft (Debian package nftables).');
  process.exit(1);
}
spawnSync('ip', ['netns', 'add', NAMESPACE]);
try {
  const load = os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  console.log(
    `\nApplying a host's firewall with nft -f (load average ${load} on ${os.cpus().length} CPUs; target ${BUDGET_MS} ms)`,
  );
  measure('1,000 rules from small groups', thousandRules());
  const busiest = (policies: number) => {
    const network = firewallNetwork({ hosts: 1_000, policies, tags: 30 });
    const { firewallOf } = network.firewalls();
    return network.nodes.map(firewallOf).sort((a, b) => ruleCount(b) - ruleCount(a))[0];
  };
  measure('busiest host, 100 policies', busiest(100));
  const relay = firewallNetwork({ hosts: 1_000, policies: 100, tags: 30, relayed: 5 });
  measure('relay of 5 hosts, 100 policies', relay.firewalls().firewallOf(relay.nodes[0]));
  measure('stress: busiest host, 1,000 policies', busiest(1_000));
} finally {
  spawnSync('ip', ['netns', 'del', NAMESPACE]);
}
