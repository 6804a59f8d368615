import {
  isPlatformRole,
  localDateTimeText,
  type AuditAction,
  type AuditActorKind,
  type AuditEvent,
} from '@netloom/contract';
import { networkPath } from '../../navigation/paths';
import { nodeDetailsPath } from '../nodes/nodeFilters';
import { groupPath } from '../users/groups/groupPaths';
import { networkRolePath, platformRolePath } from '../users/roles/rolePaths';

/** The colour of an action's badge: additions green, changes blue, removals red. */
export const ACTION_COLORS: Record<AuditAction, string> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  'sign-in': 'teal',
  'sign-in-failed': 'orange',
  'recovery-code-used': 'yellow',
};

/** The colour of the badge that says who made a change. */
export const ACTOR_KIND_COLORS: Record<AuditActorKind, string> = { user: 'gray', host: 'cyan', anonymous: 'orange' };

/**
 * The page of the object a change was made to, for a reader who is an `admin` or not (an auditor):
 * networks, nodes and gateways (their node's page) for both; hosts, user groups and roles for admins,
 * whose pages they are. None for an object the change deleted, nor for objects without a page of their own.
 */
export function auditObjectPath(event: AuditEvent, admin: boolean): string | null {
  const id = event.object_id;
  if (!id) return null;
  const nodePage = event.network ? nodeDetailsPath({ network: event.network, id }) : null;
  // A gateway is a role of a node, named by the node's id: the node outlives the role.
  if (event.object_type === 'gateway') return nodePage;
  if (event.action === 'delete') return null;
  switch (event.object_type) {
    case 'network':
      return networkPath(id);
    case 'node':
      return nodePage;
    case 'host':
      return admin ? `/devices/${encodeURIComponent(id)}` : null;
    case 'group':
      return admin ? groupPath(id) : null;
    case 'role':
      if (!admin) return null;
      return isPlatformRole(id) ? platformRolePath(id) : networkRolePath(id);
    default:
      return null;
  }
}

const timeFormats = new Map<string, Intl.DateTimeFormat>();

/** When a change was made, to the second, in the reader's language and time zone; empty for an invalid time. */
export function formatAuditTime(at: string, locale: string): string {
  const ms = Date.parse(at);
  if (Number.isNaN(ms)) return '';
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' });
    timeFormats.set(locale, format);
  }
  return format.format(ms);
}

/** The name of an export made at `now` (milliseconds), in local time: `audit-log-2026-11-26T10-02.csv`. */
export function auditExportFileName(now: number): string {
  return `audit-log-${localDateTimeText(now).replace(':', '-')}.csv`;
}
