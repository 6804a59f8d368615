import { describe, expect, it } from 'vitest';
import { de } from '../../i18n/de';
import { en } from '../../i18n/en';
import { fr } from '../../i18n/fr';
import type { PageTitleKey } from '../../navigation/pageTitles';
import { buildBreadcrumbs, crumbLabel } from './breadcrumbs';
import { SIDEBAR, sidebarLayout } from './sidebarLayout';
import { sidebarNetworks } from './sidebarNetworks';

/** Looks a page title up in one language's texts, as the console's translation does. */
const titlesIn =
  (texts: object) =>
  (key: PageTitleKey): string =>
    key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts) as string;
const english = { titleOf: titlesIn(en) };

describe('breadcrumbs', () => {
  it('capitalises every word and reads dashes as spaces', () => {
    expect(crumbLabel('internet-gateways')).toBe('Internet Gateways');
    expect(crumbLabel('dashboard')).toBe('Dashboard');
    expect(crumbLabel('hosts-new')).toBe('Hosts New');
  });

  it('builds one crumb per segment with the address up to it', () => {
    expect(buildBreadcrumbs('/users/create-network-role', english)).toEqual([
      { label: 'User Management', path: '/users', kind: 'page' },
      { label: 'Create Network Role', path: '/users/create-network-role', kind: 'page' },
    ]);
    expect(buildBreadcrumbs('/', english)).toEqual([]);
  });

  it('shows the active network as the network selector, by its display name when it has one', () => {
    expect(buildBreadcrumbs('/networks/home-lab/tag-manager', { ...english, networkId: 'home-lab' })).toEqual([
      { label: 'Networks', path: '/networks', kind: 'page' },
      { label: 'home-lab', path: '/networks/home-lab', kind: 'network' },
      { label: 'Tag Manager', path: '/networks/home-lab/tag-manager', kind: 'page' },
    ]);
    expect(
      buildBreadcrumbs('/networks/home-lab/dns', { ...english, networkId: 'home-lab', networkName: 'Home Lab' })[1],
    ).toEqual({
      label: 'Home Lab',
      path: '/networks/home-lab',
      kind: 'network',
    });
    expect(buildBreadcrumbs('/networks/other-net/dns', { ...english, networkId: 'home-lab' })[1]).toEqual({
      label: 'other-net',
      path: '/networks/other-net',
      kind: 'page',
    });
  });

  it('decodes segments and keeps ids as they are', () => {
    const crumbs = buildBreadcrumbs('/networks/my%20net/nodes/3f2a-b1c4', english);
    expect(crumbs.map((crumb) => crumb.label)).toEqual(['Networks', 'my net', 'Nodes', '3f2a-b1c4']);
    expect(buildBreadcrumbs('/users/group/global-network-admin-grp', english)[2].label).toBe(
      'global-network-admin-grp',
    );
    expect(buildBreadcrumbs('/bad/%E0%A4%A', english)[1].label).toBe('%E0%A4%A');
  });

  it('names each page by its title in the chosen language, as the menu does', () => {
    const labels = (path: string, texts: object) =>
      buildBreadcrumbs(path, { titleOf: titlesIn(texts) }).map((crumb) => crumb.label);
    expect(labels('/networks/lab/dns', en)).toEqual(['Networks', 'lab', 'DNS']);
    expect(labels('/networks/lab/old-acls', en)[2]).toBe('Old ACLs');
    expect(labels('/networks/lab/old-acls', de)).toEqual(['Netzwerke', 'lab', de.sections['old-acls'].title]);
    expect(labels('/networks/lab/access-control', fr)[2]).toBe(fr.sections.acls.title);
    expect(labels('/users/create-network-role', de)).toEqual(['Benutzerverwaltung', 'Netzwerkrolle anlegen']);
    expect(labels('/users/network-role/viewer', fr)).toEqual(['Gestion des utilisateurs', 'Rôle réseau', 'viewer']);
    expect(labels('/server-settings', fr)).toEqual(['Paramètres du serveur']);
    expect(labels('/networks/lab/dns-extra', en)[2]).toBe('Dns Extra');
  });

  it("shows a device's host name when known, else its id", () => {
    const hostNameOf = (id: string) => ({ 'c0ffee-01': 'office-gateway' })[id];
    expect(buildBreadcrumbs('/devices/c0ffee-01', { ...english, hostNameOf })[1].label).toBe('office-gateway');
    expect(buildBreadcrumbs('/devices/unknown-id', { ...english, hostNameOf })[1].label).toBe('unknown-id');
    expect(buildBreadcrumbs('/devices/c0ffee-01', english)[1].label).toBe('c0ffee-01');
    expect(buildBreadcrumbs('/networks/lab/hosts/c0ffee-01', { ...english, hostNameOf })[3].label).toBe(
      'office-gateway',
    );
  });
});

describe('sidebar layout', () => {
  const wide = { desktop: true, pinned: false, hovered: false, mobileOpen: false };

  it('is collapsed to 64px at first', () => {
    expect(sidebarLayout(wide)).toEqual({ width: 64, offset: 64, expanded: false, hidden: false });
  });

  it('expands to about 242px on hover, over the page', () => {
    expect(sidebarLayout({ ...wide, hovered: true })).toEqual({
      width: 242,
      offset: 64,
      expanded: true,
      hidden: false,
    });
  });

  it('takes 250px from the page when pinned, hover or not', () => {
    const pinned = { width: 250, offset: 250, expanded: true, hidden: false };
    expect(sidebarLayout({ ...wide, pinned: true })).toEqual(pinned);
    expect(sidebarLayout({ ...wide, pinned: true, hovered: true })).toEqual(pinned);
  });

  it('is a drawer below 768px: hidden until opened, never hover-expanded', () => {
    const narrow = { ...wide, desktop: false };
    expect(sidebarLayout({ ...narrow, hovered: true, pinned: true })).toEqual({
      width: 250,
      offset: 0,
      expanded: true,
      hidden: true,
    });
    expect(sidebarLayout({ ...narrow, mobileOpen: true }).hidden).toBe(false);
    expect(SIDEBAR.breakpoint).toBe(768);
  });
});

describe('sidebar network list', () => {
  it('lists at most 10 networks, sorted by id', () => {
    const networks = [
      'net-12',
      'alpha',
      'net-03',
      'zulu',
      'net-01',
      'beta',
      'net-07',
      'gamma',
      'delta',
      'net-10',
      'eta',
    ].map((netid) => ({ netid }));
    expect(sidebarNetworks(networks).map((network) => network.netid)).toEqual([
      'alpha',
      'beta',
      'delta',
      'eta',
      'gamma',
      'net-01',
      'net-03',
      'net-07',
      'net-10',
      'net-12',
    ]);
    expect(sidebarNetworks([{ netid: 'b' }, { netid: 'a' }])).toEqual([{ netid: 'a' }, { netid: 'b' }]);
  });
});
