import type { Run } from './resolver-mode';

/** What systemd-resolved is told about the mesh interface. */
export interface ResolvedLinkPlan {
  interfaceName: string;
  /** The agent's addresses (`10.0.0.1`), or `address:port` when it does not answer on port 53. */
  servers: string[];
  /** Domains only asked of the agent (each network, nameservers' match domains): `~<domain>`. */
  routingDomains: string[];
  /** Domains also appended to single-label names (nameservers marked as search domains). */
  searchDomains: string[];
  /** Whether names changed since the last plan: resolved's caches are flushed. */
  namesChanged: boolean;
}

/**
 * The resolvectl commands (arguments) that point systemd-resolved at the agent for the mesh's domains
 * only, by its documented per-link interface (resolvectl(1)): the link's DNS servers, its routing
 * domains (`~domain`) and search domains, and no default route, so every other name still goes to the
 * host's own DNS.
 */
export function resolvedCommands(plan: ResolvedLinkPlan): string[][] {
  const link = plan.interfaceName;
  const routing = [...new Set(plan.routingDomains)].filter((domain) => !plan.searchDomains.includes(domain));
  const domains = [...routing.map((domain) => `~${domain}`), ...new Set(plan.searchDomains)];
  return [
    ['dns', link, ...plan.servers],
    // An empty string clears the link's domains (resolvectl(1)).
    ['domain', link, ...(domains.length > 0 ? domains : [''])],
    ['default-route', link, 'false'],
    ...(plan.namesChanged ? [['flush-caches']] : []),
  ];
}

/** Points systemd-resolved at the agent for the mesh interface. Set again on every apply: resolved forgets a link's settings when the link is made anew. */
export async function pointResolved(plan: ResolvedLinkPlan, run: Run): Promise<void> {
  for (const args of resolvedCommands(plan)) await run('resolvectl', args);
}

/** Gives the mesh interface back to systemd-resolved's own settings (`resolvectl revert`). */
export async function revertResolved(interfaceName: string, run: Run): Promise<void> {
  await run('resolvectl', ['revert', interfaceName]);
}
