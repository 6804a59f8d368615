/**
 * The per-network pages. A section key names a page in links; its path is the
 * segment under /networks/{id}/; the menu entry is what the sidebar highlights for it.
 */
export type SectionKey =
  | 'nodes'
  | 'remote-access'
  | 'relays'
  | 'egress'
  | 'internet-gateways'
  | 'acls'
  | 'old-acls'
  | 'tags'
  | 'dns'
  | 'analytics'
  | 'gateways'
  | 'graph'
  | 'metrics'
  | 'info';

/** The sidebar's per-network menu, in order; Pro entries are hidden on community servers. */
export const NETWORK_MENU: readonly { key: SectionPage; pro: boolean }[] = [
  { key: 'nodes', pro: false },
  { key: 'gateways', pro: false },
  { key: 'egress', pro: false },
  { key: 'internet-gateways', pro: true },
  { key: 'acls', pro: false },
  { key: 'tags', pro: true },
  { key: 'dns', pro: false },
  { key: 'analytics', pro: true },
];

/** Section keys whose path segment is another word. */
const SECTION_PATHS: Partial<Record<SectionKey, string>> = {
  acls: 'access-control',
  tags: 'tag-manager',
};

/** Path segments that name a section by another word. */
const SEGMENT_SECTIONS: Record<string, SectionKey> = {
  hosts: 'nodes',
  host: 'nodes',
  'access-control': 'acls',
  'tag-manager': 'tags',
};

/** Pages that live under another menu entry: gateways absorbed remote access and relays; the analytics tabs. */
const MENU_PARENTS: Partial<Record<SectionKey, SectionKey>> = {
  'remote-access': 'gateways',
  relays: 'gateways',
  'old-acls': 'acls',
  graph: 'analytics',
  metrics: 'analytics',
  info: 'analytics',
};

const SECTION_KEYS: readonly SectionKey[] = [
  'nodes',
  'remote-access',
  'relays',
  'egress',
  'internet-gateways',
  'acls',
  'old-acls',
  'tags',
  'dns',
  'analytics',
  'gateways',
  'graph',
  'metrics',
  'info',
];

export function isSectionKey(value: string): value is SectionKey {
  return (SECTION_KEYS as readonly string[]).includes(value);
}

/** The path segment of a section: acls is access-control, tags is tag-manager, the rest are themselves. */
export function sectionPath(key: SectionKey): string {
  return SECTION_PATHS[key] ?? key;
}

/** The section a path segment under /networks/{id}/ belongs to; null for an unknown segment. */
export function sectionOfSegment(segment: string | undefined): SectionKey | null {
  if (!segment) return null;
  if (segment in SEGMENT_SECTIONS) return SEGMENT_SECTIONS[segment];
  return isSectionKey(segment) && !(segment in SECTION_PATHS) ? segment : null;
}

/** The sidebar entry to highlight for a section. */
export function menuEntryOf(key: SectionKey): SectionKey {
  return MENU_PARENTS[key] ?? key;
}

/** A section with a page of its own; remote access and relays now live on the gateways page. */
export type SectionPage = Exclude<SectionKey, 'remote-access' | 'relays'>;

/** Where each page's docs button points, below the documentation root. */
const SECTION_DOCS: Record<SectionPage, string> = {
  nodes: '/docs/netclient',
  gateways: '/docs/features/gateways',
  egress: '/docs/features/egress',
  'internet-gateways': '/docs/features/internet-gateways',
  acls: '/docs/features/acls',
  'old-acls': '/docs/features/acls-v1',
  tags: '/docs/features/tag-management',
  dns: '/docs/features/dns',
  analytics: '/docs/features/metrics',
  graph: '/docs/features/network-graph',
  metrics: '/docs/features/metrics',
  info: '/docs/references/user-interface',
};

/**
 * The docs path of a page: each access control page has its version's docs, and the analytics page
 * points to the graph docs while its graph tab (#graph) shows.
 */
export function sectionDocsPath(page: SectionPage, hash: string): string {
  if (page === 'analytics' && hash === '#graph') return SECTION_DOCS.graph;
  return SECTION_DOCS[page];
}
