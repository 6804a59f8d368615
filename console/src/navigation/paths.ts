import { isSectionKey, sectionOfSegment, sectionPath } from './sections';

/** Query parameters of an internal link; empty values are left out. */
export type LinkQuery = Record<string, string | number | boolean | null | undefined>;

/** Appends query parameters, URL-encoded. */
export function withQuery(path: string, query: LinkQuery = {}): string {
  const pairs = Object.entries(query).filter(
    (entry): entry is [string, string | number | boolean] => entry[1] !== null && entry[1] !== undefined,
  );
  if (pairs.length === 0) return path;
  const search = pairs.map(([key, value]) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
  return `${path}${path.includes('?') ? '&' : '?'}${search.join('&')}`;
}

/**
 * A page of one network by its section key: without a known network the networks
 * list stands in; an unknown section key leads to the 404 page.
 */
export function networkPath(netid: string, section = 'nodes', query?: LinkQuery): string {
  if (!netid) return '/networks';
  if (!isSectionKey(section)) return '/404';
  return withQuery(`/networks/${encodeURIComponent(netid)}/${sectionPath(section)}`, query);
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The network a path is under, and the segment after its id: `/networks/lab/dns` is lab and dns. */
export function networkOfPath(pathname: string): { netid: string; segment: string | undefined } | null {
  const [root, id, segment] = pathname.split('/').filter(Boolean);
  return root === 'networks' && id ? { netid: decodeSegment(id), segment } : null;
}

/**
 * Where picking another network leads: the same section of that network when the current page is
 * under /networks/{id}/, else its nodes page.
 */
export function switchNetworkPath(pathname: string, netid: string): string {
  const current = networkOfPath(pathname);
  return networkPath(netid, (current && sectionOfSegment(current.segment)) ?? 'nodes');
}

/**
 * The router's base path: the version prefix (e.g. `/v0.90.0`) when the current address starts
 * with it, so every internal link keeps it; else none.
 */
export function routerBasename(pathname: string, prefix: string): string {
  const base = `/${prefix}`;
  return pathname === base || pathname.startsWith(`${base}/`) ? base : '';
}

export type AccountPortalAction = 'manage-account' | 'tenants' | 'upgrade' | 'billing';

/**
 * A page of the hosted edition's account portal: the tenant, the portal token and what to open;
 * null when no portal is configured.
 */
export function accountPortalUrl(
  portal: string,
  action: AccountPortalAction,
  tenant: { id: string; accountToken: string } | null,
): string | null {
  if (!portal) return null;
  return withQuery(portal, { tenantId: tenant?.id || undefined, token: tenant?.accountToken || undefined, action });
}
