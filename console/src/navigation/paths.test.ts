import { describe, expect, it } from 'vitest';
import { menuEntryOf, NETWORK_MENU, sectionDocsPath, sectionOfSegment, sectionPath } from './sections';
import { nextProgress, LOADING_BAR } from '../app/loadingBar';
import { accountPortalUrl, networkOfPath, networkPath, routerBasename, switchNetworkPath, withQuery } from './paths';

describe('section keys', () => {
  it('maps the path segments hosts, host, access-control and tag-manager to nodes, acls and tags', () => {
    expect(sectionOfSegment('hosts')).toBe('nodes');
    expect(sectionOfSegment('host')).toBe('nodes');
    expect(sectionOfSegment('access-control')).toBe('acls');
    expect(sectionOfSegment('tag-manager')).toBe('tags');
    expect(sectionOfSegment('remote-access')).toBe('remote-access');
    expect(sectionOfSegment('internet-gateways')).toBe('internet-gateways');
    expect(sectionOfSegment('dns')).toBe('dns');
  });

  it('knows no other segment', () => {
    expect(sectionOfSegment('acls')).toBeNull();
    expect(sectionOfSegment('tags')).toBeNull();
    expect(sectionOfSegment('settings')).toBeNull();
    expect(sectionOfSegment(undefined)).toBeNull();
  });

  it('highlights the menu entry a page lives under', () => {
    expect(menuEntryOf('remote-access')).toBe('gateways');
    expect(menuEntryOf('relays')).toBe('gateways');
    expect(menuEntryOf('old-acls')).toBe('acls');
    expect(['graph', 'metrics', 'info'].map((key) => menuEntryOf(key as 'graph'))).toEqual([
      'analytics',
      'analytics',
      'analytics',
    ]);
    expect(menuEntryOf('dns')).toBe('dns');
  });

  it('has one Access Control entry, the policies the server enforces; the old matrix lives under it', () => {
    const keys = NETWORK_MENU.map((entry) => entry.key);
    expect(keys.filter((key) => key === 'acls' || key === 'old-acls')).toEqual(['acls']);
    expect(menuEntryOf('old-acls')).toBe('acls');
  });

  it('writes acls and tags as access-control and tag-manager', () => {
    expect(sectionPath('acls')).toBe('access-control');
    expect(sectionPath('tags')).toBe('tag-manager');
    expect(sectionPath('egress')).toBe('egress');
  });

  it('points each access control page at the docs of its version, and analytics at the graph on #graph', () => {
    expect(sectionDocsPath('acls', '')).toBe('/docs/features/acls');
    expect(sectionDocsPath('old-acls', '')).toBe('/docs/features/acls-v1');
    expect(sectionDocsPath('analytics', '#graph')).toBe(sectionDocsPath('graph', ''));
    expect(sectionDocsPath('analytics', '')).not.toBe(sectionDocsPath('graph', ''));
  });
});

describe('network links', () => {
  it('leads to a section of a network, encoding the id', () => {
    expect(networkPath('home-lab')).toBe('/networks/home-lab/nodes');
    expect(networkPath('home-lab', 'acls')).toBe('/networks/home-lab/access-control');
    expect(networkPath('home-lab', 'tags')).toBe('/networks/home-lab/tag-manager');
    expect(networkPath('a/b c', 'dns')).toBe('/networks/a%2Fb%20c/dns');
  });

  it('falls back to the networks list without a known network', () => {
    expect(networkPath('')).toBe('/networks');
    expect(networkPath('', 'dns')).toBe('/networks');
  });

  it('sends an unknown section key to the 404 page', () => {
    expect(networkPath('home-lab', 'settings')).toBe('/404');
    expect(networkPath('home-lab', 'access-control')).toBe('/404');
  });

  it('appends query parameters URL-encoded, leaving empty ones out', () => {
    expect(networkPath('lab', 'analytics', { tab: 'graph', q: 'a&b c' })).toBe(
      '/networks/lab/analytics?tab=graph&q=a%26b%20c',
    );
    expect(withQuery('/hosts-new', { step: 2, skip: undefined, tour: null })).toBe('/hosts-new?step=2');
    expect(withQuery('/x?a=1', { b: true })).toBe('/x?a=1&b=true');
    expect(withQuery('/keys')).toBe('/keys');
  });
});

describe('switching networks', () => {
  it('keeps the section and swaps the id under /networks/{id}/', () => {
    expect(switchNetworkPath('/networks/a/dns', 'b')).toBe('/networks/b/dns');
    expect(switchNetworkPath('/networks/a/access-control', 'b')).toBe('/networks/b/access-control');
    expect(switchNetworkPath('/networks/a/tag-manager', 'b')).toBe('/networks/b/tag-manager');
    expect(switchNetworkPath('/networks/a/analytics', 'b')).toBe('/networks/b/analytics');
  });

  it("goes to the nodes page from a node's page, an unknown section or anywhere else", () => {
    expect(switchNetworkPath('/networks/a/hosts/c0ffee', 'b')).toBe('/networks/b/nodes');
    expect(switchNetworkPath('/networks/a/nodes/n1', 'b')).toBe('/networks/b/nodes');
    expect(switchNetworkPath('/networks/a', 'b')).toBe('/networks/b/nodes');
    expect(switchNetworkPath('/dashboard', 'b')).toBe('/networks/b/nodes');
    expect(switchNetworkPath('/networks', 'b')).toBe('/networks/b/nodes');
  });
});

describe('version prefix', () => {
  it('becomes the base of every internal path when the address already starts with it', () => {
    expect(routerBasename('/v0.90.0/dashboard', 'v0.90.0')).toBe('/v0.90.0');
    expect(routerBasename('/v0.90.0', 'v0.90.0')).toBe('/v0.90.0');
    expect(routerBasename('/v0.90.0/', 'v0.90.0')).toBe('/v0.90.0');
  });

  it('is left out otherwise', () => {
    expect(routerBasename('/dashboard', 'v0.90.0')).toBe('');
    expect(routerBasename('/v0.90.01/dashboard', 'v0.90.0')).toBe('');
    expect(routerBasename('/v0.89.0/dashboard', 'v0.90.0')).toBe('');
    expect(routerBasename('/', 'v0.90.0')).toBe('');
  });
});

describe('loading bar', () => {
  it('creeps by up to 3 points and stops at 90', () => {
    expect(LOADING_BAR.startAt).toBe(30);
    expect(nextProgress(30, 0)).toBe(30);
    expect(nextProgress(30, 0.5)).toBe(31.5);
    expect(nextProgress(30, 0.999)).toBeLessThan(33);
    expect(nextProgress(89, 1)).toBe(90);
    expect(nextProgress(90, 0.7)).toBe(90);
  });

  it('reaches 90 after enough steps and never passes it', () => {
    let progress: number = LOADING_BAR.startAt;
    for (let step = 0; step < 100; step += 1) progress = nextProgress(progress, 1);
    expect(progress).toBe(LOADING_BAR.creepUntil);
    expect([LOADING_BAR.creepEveryMs, LOADING_BAR.hideAfterMs, LOADING_BAR.fadeMs]).toEqual([200, 400, 200]);
  });
});

describe('the network of a path', () => {
  it('is the decoded id after /networks/ with the segment that follows', () => {
    expect(networkOfPath('/networks/my%20lab/dns')).toEqual({ netid: 'my lab', segment: 'dns' });
    expect(networkOfPath('/networks/lab')).toEqual({ netid: 'lab', segment: undefined });
    expect(networkOfPath('/networks')).toBeNull();
    expect(networkOfPath('/devices/lab')).toBeNull();
  });
});

describe('account portal links', () => {
  it('carry the tenant id, the portal token and the action, URL-encoded', () => {
    const tenant = { id: 't-1', accountToken: 'a+b/c' };
    expect(accountPortalUrl('https://account.example.com', 'tenants', tenant)).toBe(
      'https://account.example.com?tenantId=t-1&token=a%2Bb%2Fc&action=tenants',
    );
    expect(accountPortalUrl('https://account.example.com', 'manage-account', null)).toBe(
      'https://account.example.com?action=manage-account',
    );
  });

  it('are left out when no portal is configured', () => {
    expect(accountPortalUrl('', 'billing', { id: 't-1', accountToken: 'x' })).toBeNull();
  });
});
