import type { AuditAction, AuditObjectType } from '@netloom/contract';

/**
 * How a route's changes are recorded in the audit log, in `config.audit`: `false` for a route that
 * changes nothing a person would audit (signing in, a host's check-in); otherwise what the route's
 * method and path don't tell. A POST, PUT, PATCH or DELETE route is audited unless it says `false`;
 * a GET route only when it says how.
 */
export type RouteAudit =
  | false
  | {
      /** The kind of object changed, when the path names another (or none). */
      object?: AuditObjectType;
      /** What the change did, when the method says otherwise (a POST that only updates). */
      action?: AuditAction;
      /** Where the object's id is when no path parameter holds it; services name ids they make. */
      id?: { query: string } | { body: string };
      /** The changed host made the change itself: a host registering with an enrollment key is the actor. */
      madeByTheHost?: true;
      /**
       * Recorded only once a service names the object it changed: for a route that changes something
       * only sometimes (a single sign-on that may sign a person up), and so is audited even as a GET.
       */
      onlyWhenNamed?: true;
    };

declare module 'fastify' {
  interface FastifyContextConfig {
    audit?: RouteAudit;
  }
}

/**
 * The kind of object each path segment names; a route changes the object of its last segment found
 * here (`/api/nodes/:netid/:nodeid/createrelay` a gateway, `/api/networks/:netid/acls` an ACL).
 * Parameters whose value is the object's id are written `:name`.
 */
const SEGMENT_OBJECTS: Readonly<Record<string, AuditObjectType>> = {
  networks: 'network',
  ':netid': 'network',
  nodes: 'node',
  node: 'node',
  ':nodeid': 'node',
  hosts: 'host',
  host: 'host',
  ':hostid': 'host',
  'enrollment-keys': 'enrollment-key',
  extclients: 'ext-client',
  ':clientid': 'ext-client',
  createrelay: 'gateway',
  deleterelay: 'gateway',
  creategateway: 'gateway',
  deletegateway: 'gateway',
  inet_gw: 'gateway',
  failover: 'gateway',
  createingress: 'gateway',
  deleteingress: 'gateway',
  acls: 'acl',
  dns: 'dns',
  ':domain': 'dns',
  tags: 'tag',
  users: 'user',
  ':username': 'user',
  tokens: 'api-token',
  ':tokenid': 'api-token',
  mfa: 'mfa',
  role: 'role',
  group: 'group',
  invite: 'invite',
  invites: 'invite',
  users_pending: 'pending-user',
  server: 'server',
};

/** Objects known by another's id: a gateway by its node's, a pending user's and a user's MFA by the username. */
const NAMED_BY: Partial<Record<AuditObjectType, AuditObjectType>> = {
  gateway: 'node',
  'pending-user': 'user',
  mfa: 'user',
};

const METHOD_ACTIONS: Readonly<Record<string, AuditAction>> = {
  POST: 'create',
  PUT: 'update',
  PATCH: 'update',
  DELETE: 'delete',
};

/** The methods that change something, and so are audited unless the route says `audit: false`. */
export const CHANGING_METHODS = Object.keys(METHOD_ACTIONS);

/**
 * What a request to an audited route changes: the kind of object (undefined when neither the path
 * nor the route's config tells: a mistake the audit coverage test reports), the action, and where
 * the object's id is: a path parameter, the query or the body, or nowhere.
 */
export interface AuditedRoute {
  object: AuditObjectType | undefined;
  action: AuditAction;
  id: { param: string } | { query: string } | { body: string } | null;
  madeByTheHost: boolean;
  onlyWhenNamed: boolean;
}

/** How a request to a route (`PUT`, `/api/nodes/:netid/:nodeid`) is recorded; null when it isn't. */
export function auditedRoute(method: string, url: string, audit: RouteAudit | undefined): AuditedRoute | null {
  if (audit === false || (!CHANGING_METHODS.includes(method) && audit === undefined)) return null;
  const segments = url.split('/');
  const object = audit?.object ?? segments.map((segment) => SEGMENT_OBJECTS[segment]).findLast(Boolean);
  const idObject = object && (NAMED_BY[object] ?? object);
  const idSegment = segments.findLast((segment) => segment.startsWith(':') && SEGMENT_OBJECTS[segment] === idObject);
  return {
    object,
    action: audit?.action ?? METHOD_ACTIONS[method] ?? 'update',
    id: audit?.id ?? (idSegment ? { param: idSegment.slice(1) } : null),
    madeByTheHost: audit?.madeByTheHost ?? false,
    onlyWhenNamed: audit?.onlyWhenNamed ?? false,
  };
}
