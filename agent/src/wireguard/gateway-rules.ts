import { run } from '../system/run';
import { IP_FAMILIES, ipJson, type IpFamily } from './ip-json';

/** The routing table that holds the internet gateway's default route. */
export const GATEWAY_TABLE = '111';

/** One policy rule the agent keeps for an internet gateway client. */
export interface GatewayRule {
  family: IpFamily;
  priority: number;
  /** A destination address, or null for every destination. */
  to: string | null;
  table: 'main' | typeof GATEWAY_TABLE;
  /** Ignores the table's default route (`suppress_prefixlength 0`). */
  suppressDefault: boolean;
}

interface IpRule {
  priority: number;
  dst?: string;
  table: string;
  suppress_prefixlen?: number;
}

/** The priorities of the agent's policy rules; a rule at one of them is the agent's. */
export const GATEWAY_RULE_PRIORITY = {
  server: 2000,
  localRoutes: 2500,
  peerEndpoint: 2999,
  gateway: 3000,
} as const;

const OWN_PRIORITIES = new Set<number>(Object.values(GATEWAY_RULE_PRIORITY));

function ruleKey(rule: GatewayRule): string {
  return [rule.family, rule.priority, rule.to ?? 'all', rule.table, rule.suppressDefault].join(' ');
}

function ruleArguments(rule: GatewayRule): string[] {
  return [
    'priority',
    String(rule.priority),
    ...(rule.to === null ? [] : ['to', rule.to]),
    'lookup',
    rule.table,
    ...(rule.suppressDefault ? ['suppress_prefixlength', '0'] : []),
  ];
}

async function readOwnRules(): Promise<GatewayRule[]> {
  const lists = await Promise.all(
    IP_FAMILIES.map(async (family) => {
      const rules = await ipJson<IpRule>([family, 'rule', 'show']);
      return rules
        .filter((rule) => OWN_PRIORITIES.has(rule.priority) && (rule.table === 'main' || rule.table === GATEWAY_TABLE))
        .map((rule): GatewayRule => ({
          family,
          priority: rule.priority,
          to: rule.dst ?? null,
          table: rule.table === 'main' ? 'main' : GATEWAY_TABLE,
          suppressDefault: rule.suppress_prefixlen === 0,
        }));
    }),
  );
  return lists.flat();
}

/** Makes the agent's policy rules exactly the desired ones: adds the missing, deletes the rest. */
export async function syncGatewayRules(desired: GatewayRule[]): Promise<void> {
  const wanted = new Map(desired.map((rule) => [ruleKey(rule), rule]));
  const current = await readOwnRules();
  for (const rule of current) {
    if (!wanted.has(ruleKey(rule))) await run('ip', [rule.family, 'rule', 'del', ...ruleArguments(rule)]);
  }
  const held = new Set(current.map(ruleKey));
  for (const [key, rule] of wanted) {
    if (!held.has(key)) await run('ip', [rule.family, 'rule', 'add', ...ruleArguments(rule)]);
  }
}
