import { isAdminRole, type LiveChange, type LiveTopic } from '@netloom/contract';
import { networkAccess } from '../../access/network-access';
import type { Caller } from '../../access/caller';

/**
 * The lists every signed-in user may read across networks, each answered by its own route with the
 * caller's networks only: GET /api/networks, /api/hosts, /api/nodes, /api/dns, /api/extclients and
 * /api/v1/enrollment-keys.
 */
const LISTS_EVERYONE_READS: readonly LiveTopic[] = [
  'networks',
  'hosts',
  'nodes',
  'dns',
  'extclients',
  'enrollment-keys',
];

/**
 * What a caller may hear of a change, or null for nothing. The rule:
 * - a change in one network reaches whoever may read that network (the guard's `networkAccess`), whole;
 * - a change not about one network reaches admins and auditors whole, and anyone else only for the
 *   lists every signed-in user reads (never `users`, `acls`, `tags` or `metrics`). Such an event names
 *   no network and no item, so it tells them no more than that one of their own lists may have changed.
 */
export function visibleChange(caller: Caller, change: LiveChange): LiveChange | null {
  if (change.network !== null) return networkAccess(caller, change.network) === 'none' ? null : change;
  if (isAdminRole(caller.platformRoleId) || caller.platformRoleId === 'auditor') return change;
  const topics = change.topics.filter((topic) => LISTS_EVERYONE_READS.includes(topic));
  return topics.length === 0 ? null : { network: null, topics };
}
