import { describe, expect, it } from 'vitest';
import { buildBreadcrumbs, crumbLabel } from './breadcrumbs';
import { SIDEBAR, sidebarLayout } from './sidebarLayout';
import { sidebarNetworks } from './sidebarNetworks';

describe('breadcrumbs', () => {
  it('capitalises every word and reads dashes as spaces', () => {
    expect(crumbLabel('internet-gateways')).toBe('Internet Gateways');
    expect(crumbLabel('dashboard')).toBe('Dashboard');
    expect(crumbLabel('hosts-new')).toBe('Hosts New');
  });

  it('builds one crumb per segment with the address up to it', () => {
    expect(buildBreadcrumbs('/users/create-network-role')).toEqual([
      { label: 'Users', path: '/users', kind: 'page' },
      { label: 'Create Network Role', path: '/users/create-network-role', kind: 'page' },
    ]);
    expect(buildBreadcrumbs('/')).toEqual([]);
  });

  it('shows the active network as the network selector, by its display name when it has one', () => {
    expect(buildBreadcrumbs('/networks/home-lab/tag-manager', { networkId: 'home-lab' })).toEqual([
      { label: 'Networks', path: '/networks', kind: 'page' },
      { label: 'home-lab', path: '/networks/home-lab', kind: 'network' },
      { label: 'Tag Manager', path: '/networks/home-lab/tag-manager', kind: 'page' },
    ]);
    expect(buildBreadcrumbs('/networks/home-lab/dns', { networkId: 'home-lab', networkName: 'Home Lab' })[1]).toEqual({
      label: 'Home Lab',
      path: '/networks/home-lab',
      kind: 'network',
    });
    expect(buildBreadcrumbs('/networks/other-net/dns', { networkId: 'home-lab' })[1]).toEqual({
      label: 'other-net',
      path: '/networks/other-net',
      kind: 'page',
    });
  });

  it('decodes segments and keeps ids as they are', () => {
    const crumbs = buildBreadcrumbs('/networks/my%20net/nodes/3f2a-b1c4');
    expect(crumbs.map((crumb) => crumb.label)).toEqual(['Networks', 'my net', 'Nodes', '3f2a-b1c4']);
    expect(buildBreadcrumbs('/users/group/global-network-admin-grp')[2].label).toBe('global-network-admin-grp');
    expect(buildBreadcrumbs('/bad/%E0%A4%A')[1].label).toBe('%E0%A4%A');
  });

  it("shows a device's host name when known, else its id", () => {
    const hostNameOf = (id: string) => ({ 'c0ffee-01': 'office-gateway' })[id];
    expect(buildBreadcrumbs('/devices/c0ffee-01', { hostNameOf })[1].label).toBe('office-gateway');
    expect(buildBreadcrumbs('/devices/unknown-id', { hostNameOf })[1].label).toBe('unknown-id');
    expect(buildBreadcrumbs('/devices/c0ffee-01')[1].label).toBe('c0ffee-01');
    expect(buildBreadcrumbs('/networks/lab/hosts/c0ffee-01', { hostNameOf })[3].label).toBe('office-gateway');
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
