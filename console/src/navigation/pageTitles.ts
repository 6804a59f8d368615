import { sectionOfSegment, type SectionPage } from './sections';

/**
 * The translation key of each page title outside a network, by its path segment: the sidebar's
 * entries and the breadcrumbs both read them here, so a page is called the same in both.
 */
export const PAGE_TITLES = {
  dashboard: 'nav.dashboard',
  devices: 'nav.allDevices',
  users: 'nav.userManagement',
  keys: 'nav.keys',
  audit: 'nav.audit',
  'server-settings': 'nav.serverSettings',
  networks: 'nav.networks',
  profile: 'profile.title',
  'hosts-new': 'pages.newHost',
  'create-network-role': 'pages.createNetworkRole',
  'network-role': 'pages.networkRole',
  'create-group': 'pages.createUserGroup',
  group: 'pages.userGroup',
  'platform-role': 'pages.platformRole',
} as const;

/** The translation key of a page title: one outside a network, or a network page's section title. */
export type PageTitleKey = (typeof PAGE_TITLES)[keyof typeof PAGE_TITLES] | `sections.${SectionPage}.title`;

const hasTitle = (segment: string): segment is keyof typeof PAGE_TITLES => Object.hasOwn(PAGE_TITLES, segment);

/**
 * The title key of the page a path segment names: the section title for the segment after
 * `/networks/{id}/`, else the page's own title; null for a segment that names no page.
 */
export function pageTitleKey(segment: string, inNetwork: boolean): PageTitleKey | null {
  if (inNetwork) {
    const section = sectionOfSegment(segment);
    return section && section !== 'remote-access' && section !== 'relays' ? `sections.${section}.title` : null;
  }
  return hasTitle(segment) ? PAGE_TITLES[segment] : null;
}
