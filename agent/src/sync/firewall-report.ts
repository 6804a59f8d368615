import type { FirewallReport } from '@netloom/contract';
import type { DesiredFilter } from '../desired';

/** The longest error the server keeps (`firewallReportSchema`); nft can print much more about a large ruleset. */
const MAX_ERROR_LENGTH = 2000;

function shortened(error: string): string {
  return error.length <= MAX_ERROR_LENGTH ? error : `${error.slice(0, MAX_ERROR_LENGTH - 1)}…`;
}

/** Before the first successful apply nothing of the server's rules is known to be in place. */
export const NOT_YET_ENFORCING: FirewallReport = { enforcing: false, allow_all: false, rules: 0, error: '' };

/** The table for these rules is in place. */
export function enforcingReport(filter: DesiredFilter): FirewallReport {
  return { enforcing: true, allow_all: filter.allowAll, rules: filter.rules, error: '' };
}

/** The table for these rules could not be written; nft's transaction kept the one before, which enforces older rules. */
export function failedReport(filter: DesiredFilter, error: string): FirewallReport {
  return { enforcing: false, allow_all: filter.allowAll, rules: filter.rules, error: shortened(error) };
}

/** An update was refused before anything was applied: what is in place stays as it was reported. */
export function refusedReport(before: FirewallReport, problem: string): FirewallReport {
  return { ...before, error: shortened(problem) };
}

export function sameReport(a: FirewallReport, b: FirewallReport): boolean {
  return a.enforcing === b.enforcing && a.allow_all === b.allow_all && a.rules === b.rules && a.error === b.error;
}
