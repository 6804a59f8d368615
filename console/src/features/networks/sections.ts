import type { Translation } from '../../i18n/en';

export type SectionKey = keyof Translation['sections'];

export interface NetworkSection {
  key: SectionKey;
  /** The path segment under /networks/{id}/. */
  path: string;
  /** Shown in the sidebar's per-network menu. */
  inMenu: boolean;
  /** Pro edition only; hidden on community servers. */
  pro: boolean;
}

/** The per-network pages (spec section 2), in sidebar order. */
export const NETWORK_SECTIONS: readonly NetworkSection[] = [
  { key: 'nodes', path: 'nodes', inMenu: true, pro: false },
  { key: 'gateways', path: 'gateways', inMenu: true, pro: false },
  { key: 'egress', path: 'egress', inMenu: true, pro: false },
  { key: 'internetGateways', path: 'internet-gateways', inMenu: true, pro: true },
  { key: 'accessControl', path: 'access-control', inMenu: true, pro: false },
  { key: 'tagManager', path: 'tag-manager', inMenu: true, pro: true },
  { key: 'dns', path: 'dns', inMenu: true, pro: false },
  { key: 'analytics', path: 'analytics', inMenu: true, pro: true },
  { key: 'oldAcls', path: 'old-acls', inMenu: false, pro: false },
  { key: 'graph', path: 'graph', inMenu: false, pro: false },
  { key: 'metrics', path: 'metrics', inMenu: false, pro: false },
  { key: 'info', path: 'info', inMenu: false, pro: false },
];

/** Path segments that belong to another menu entry (spec section 2). */
const MENU_ALIASES: Record<string, SectionKey> = {
  hosts: 'nodes',
  'remote-access': 'gateways',
  relays: 'gateways',
  'old-acls': 'accessControl',
  graph: 'analytics',
  metrics: 'analytics',
  info: 'analytics',
};

/** The menu entry to highlight for a path segment under /networks/{id}/. */
export function menuSectionOf(segment: string | undefined): SectionKey | null {
  if (!segment) return null;
  return MENU_ALIASES[segment] ?? NETWORK_SECTIONS.find((section) => section.path === segment)?.key ?? null;
}
