import { isAdminRole, type NetworkResourceType, type ResourceRight } from '@netloom/contract';
import type { FastifyRequest } from 'fastify';
import { networkAccess, networkRoleGrants } from './network-access';
import type { Caller } from './caller';
import { ApiError } from '../api-error';
import type { App } from '../http/app-type';
import type { Authenticate, AuthenticatedHost, AuthenticateHost } from './auth';

/**
 * What a route requires of its caller. Every `/api` route declares one in `config.access`.
 * The strings after `superAdmin`, `admin`, `adminOrAuditor`, `selfOrAdmin` and `to` finish the 403
 * message, e.g. `{ admin: 'create networks' }` answers `only admins can create networks`.
 */
export type Access =
  | 'public'
  | 'authenticated'
  /** Any signed-in user changing their own sign-in (multi-factor authentication), auditors too. */
  | 'ownSignIn'
  | { superAdmin: string }
  | { admin: string }
  | { adminOrAuditor: string }
  /** The user named by the `username` path or query parameter, or an admin; auditors may read. */
  | { selfOrAdmin: string }
  /**
   * Read: any role in the `:netid` network; write: admin or network admin of it, or a custom network
   * role granting the method's right (POST create, PUT update, DELETE delete) over every `resource`.
   * With `in: 'query'` the network is the `network` query parameter instead (the `/api/v1/...?network=` routes).
   */
  | { network: 'read' | 'write'; to: string; resource: NetworkResourceType; in?: 'query' }
  /** A host token only (never a user's); a `:hostid` in the path must be the token's host. */
  | 'host';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    caller: Caller | null;
    authenticatedHost: AuthenticatedHost | null;
  }
}

const READ_METHODS = ['GET', 'HEAD'];
const METHOD_RIGHTS: Record<string, ResourceRight> = { POST: 'create', PUT: 'update', DELETE: 'delete' };

function stringField(source: unknown, name: string): string | undefined {
  const value = (source as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}

function denial(access: Exclude<Access, 'public' | 'host'>, caller: Caller, request: FastifyRequest): string | null {
  const isAdmin = isAdminRole(caller.platformRoleId);
  const isAuditor = caller.platformRoleId === 'auditor';
  if (access === 'ownSignIn') return null;
  if (isAuditor && !READ_METHODS.includes(request.method)) return 'auditors have read-only access';
  if (access === 'authenticated') return null;
  if ('superAdmin' in access) {
    return caller.platformRoleId === 'super-admin' ? null : `only a super-admin can ${access.superAdmin}`;
  }
  if ('admin' in access) return isAdmin ? null : `only admins can ${access.admin}`;
  if ('adminOrAuditor' in access) {
    return isAdmin || isAuditor ? null : `only admins and auditors can ${access.adminOrAuditor}`;
  }
  if ('selfOrAdmin' in access) {
    const username = stringField(request.params, 'username') ?? stringField(request.query, 'username');
    const allowed = isAdmin || isAuditor || !username || username === caller.username;
    return allowed ? null : `only admins can ${access.selfOrAdmin}`;
  }
  const netid =
    (access.in === 'query' ? stringField(request.query, 'network') : stringField(request.params, 'netid')) ?? '';
  const granted = networkAccess(caller, netid);
  if (access.network === 'write') {
    const right = METHOD_RIGHTS[request.method];
    const allowed = granted === 'write' || (right && networkRoleGrants(caller, netid, access.resource, right));
    return allowed ? null : `only admins and admins of network ${netid} can ${access.to}`;
  }
  return granted === 'none' ? `only members of network ${netid} can ${access.to}` : null;
}

export interface Authenticators {
  user: Authenticate;
  host: AuthenticateHost;
}

async function admitHost(request: FastifyRequest, authenticateHost: AuthenticateHost): Promise<void> {
  const host = await authenticateHost(request);
  request.authenticatedHost = host;
  const hostid = stringField(request.params, 'hostid');
  if (hostid !== undefined && hostid !== host.id) {
    throw new ApiError(403, `host ${host.id} can only act for itself, not for host ${hostid}`);
  }
}

/**
 * The one permission guard: refuses to start with an `/api` route that declares no access, and on
 * every request authenticates (401) and authorises (403) the caller before the body is even read.
 */
export function registerGuard(app: App, authenticators: Authenticators): void {
  app.decorateRequest('caller', null);
  app.decorateRequest('authenticatedHost', null);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const access = route.config?.access;
    if (!access) throw new Error(`route ${String(route.method)} ${route.url} declares no access requirement`);
    if (typeof access === 'object' && 'network' in access && access.in !== 'query' && !route.url.includes(':netid')) {
      throw new Error(`route ${String(route.method)} ${route.url} declares network access but has no :netid`);
    }
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (access === undefined || access === 'public') return;
    if (access === 'host') return admitHost(request, authenticators.host);
    const caller = await authenticators.user(request);
    request.caller = caller;
    const reason = denial(access, caller, request);
    if (reason) throw new ApiError(403, reason);
  });
}

/** The authenticated caller of a route that declared anything but `public`. */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller)
    throw new Error(`route ${request.routeOptions.url ?? request.url} reads a caller it never required`);
  return request.caller;
}

/** The authenticated host of a route that declared `host` access. */
export function hostOf(request: FastifyRequest): AuthenticatedHost {
  if (!request.authenticatedHost) {
    throw new Error(`route ${request.routeOptions.url ?? request.url} reads a host it never required`);
  }
  return request.authenticatedHost;
}
