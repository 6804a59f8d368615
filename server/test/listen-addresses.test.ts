import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { listenUrls } from '../src/http/listen-addresses';

const info = (address: string, family: 'IPv4' | 'IPv6', internal = false, scopeid = 0) =>
  ({ address, family, internal, scopeid, netmask: '', mac: '', cidr: null }) as NetworkInterfaceInfo;

const INTERFACES = {
  lo: [info('127.0.0.1', 'IPv4', true), info('::1', 'IPv6', true)],
  eth0: [info('192.0.2.2', 'IPv4'), info('2001:db8::2', 'IPv6'), info('fe80::1', 'IPv6', false, 2)],
};

describe('listenUrls', () => {
  it("names each IPv4 address of the machine when it listens on every one, other machines' first", () => {
    expect(listenUrls('0.0.0.0', 8081, INTERFACES)).toEqual(['http://192.0.2.2:8081', 'http://127.0.0.1:8081']);
  });

  it('adds IPv6 addresses (not link-local ones) when it listens on every IPv6 address too', () => {
    expect(listenUrls('::', 8081, INTERFACES)).toEqual([
      'http://192.0.2.2:8081',
      'http://[2001:db8::2]:8081',
      'http://127.0.0.1:8081',
      'http://[::1]:8081',
    ]);
  });

  it('names only the address it listens on otherwise', () => {
    expect(listenUrls('127.0.0.1', 9000, INTERFACES)).toEqual(['http://127.0.0.1:9000']);
  });
});
