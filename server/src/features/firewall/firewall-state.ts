import type { FirewallState } from '@netloom/contract';
import type { StoredFirewall } from '../../store/host-firewall-repository';

/** Why a host that reported a firewall without an error still enforces nothing: it has not applied the rules yet. */
export const NOT_APPLIED_YET = 'the agent has not applied its rules yet';

/** What the console says of a host's firewall, from its last report (none: its agent enforces nothing). */
export function firewallState(report: StoredFirewall | undefined): { state: FirewallState; error: string } {
  if (!report) return { state: 'unsupported', error: '' };
  if (report.error !== '') return { state: 'failed', error: report.error };
  if (!report.enforcing) return { state: 'failed', error: NOT_APPLIED_YET };
  return { state: report.allow_all ? 'open' : 'enforcing', error: '' };
}
