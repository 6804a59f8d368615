import { z } from 'zod';
import { ROWS_LIMIT_DEFAULT, ROWS_LIMIT_MAX, ROWS_OFFSET_MAX, searchSchema, wholeNumber } from './list-rows';

/**
 * The audit log (a Netloom extension): one event per change the API made, written in the same
 * transaction as the change, so a change that was rolled back left none. Read by admins and auditors
 * through GET /api/v1/audit (a window of events, newest first) and GET /api/v1/audit/export (every
 * matching event as CSV).
 */

/** Who made a change: a signed-in user, a host (its agent), or nobody signed in (sign-up, an invite). */
export const AUDIT_ACTOR_KINDS = ['user', 'host', 'anonymous'] as const;
export type AuditActorKind = (typeof AUDIT_ACTOR_KINDS)[number];

/**
 * What a change did to its object; a sign-in (or a refused one) is recorded as done to the user, a
 * sign-in with an MFA recovery code as done to the user's MFA.
 */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'sign-in', 'sign-in-failed', 'recovery-code-used'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * The kinds of object changes are made to, in the product's words: the first segment of the object a
 * route names (networks, nodes, hosts, enrollment keys, ...).
 */
export const AUDIT_OBJECT_TYPES = [
  'network',
  'node',
  'host',
  'enrollment-key',
  'ext-client',
  'gateway',
  'acl',
  'dns',
  'nameserver',
  'tag',
  'user',
  'api-token',
  'mfa',
  'role',
  'group',
  'invite',
  'pending-user',
  'server',
  'settings',
] as const;
export type AuditObjectType = (typeof AUDIT_OBJECT_TYPES)[number];

/**
 * One change. `at` is when it was committed (RFC 3339); `actor` the username, host id or '' for
 * nobody; `object_id` the object's id as the API names it (a netid, node id, username, ...);
 * `network` the network it belongs to ('' for none); `operation` the route as `METHOD /path/pattern`;
 * `source_ip` where the request came from.
 */
export const auditEventSchema = z.object({
  id: z.string(),
  at: z.string(),
  actor: z.string(),
  actor_kind: z.enum(AUDIT_ACTOR_KINDS),
  action: z.enum(AUDIT_ACTIONS),
  object_type: z.enum(AUDIT_OBJECT_TYPES),
  object_id: z.string(),
  network: z.string(),
  operation: z.string(),
  source_ip: z.string(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

/** An RFC 3339 instant in query text (`from`, `to`). */
const instantSchema = z.iso.datetime({ offset: true, message: 'must be a date and time such as 2026-11-26T10:00:00Z' });

/**
 * The filters of the audit log: `search` matches, case aside, the actor, object id, network and
 * operation; `from` (inclusive) and `to` (exclusive) bound `at`.
 */
export const auditFiltersSchema = z.strictObject({
  search: searchSchema,
  actor: z.string().max(256, 'must have at most 256 characters').optional(),
  action: z.enum(AUDIT_ACTIONS).optional(),
  object_type: z.enum(AUDIT_OBJECT_TYPES).optional(),
  network: z.string().max(64, 'must have at most 64 characters').optional(),
  from: instantSchema.optional(),
  to: instantSchema.optional(),
});
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

/** GET /api/v1/audit: the filters and the window (newest first). */
export const auditQuerySchema = auditFiltersSchema.extend({
  offset: wholeNumber(0, ROWS_OFFSET_MAX, 0),
  limit: wholeNumber(1, ROWS_LIMIT_MAX, ROWS_LIMIT_DEFAULT),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

/** A window of audit events: `total` match the filters, `rows` are those from `offset` on, newest first. */
export const auditPageSchema = z.object({
  total: z.number().int(),
  offset: z.number().int(),
  rows: z.array(auditEventSchema),
});
export type AuditPage = z.infer<typeof auditPageSchema>;

/** The columns of GET /api/v1/audit/export, in order: the CSV's header row. */
export const AUDIT_CSV_COLUMNS = [
  'at',
  'actor',
  'actor_kind',
  'action',
  'object_type',
  'object_id',
  'network',
  'operation',
  'source_ip',
] as const satisfies readonly (keyof AuditEvent)[];
