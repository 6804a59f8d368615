import { describe, expect, it } from 'vitest';
import { CLIENT_ID_LENGTH_MESSAGE, CLIENT_ID_SPACES_MESSAGE } from './messages';
import {
  commaList,
  dnsServersError,
  extClientErrors,
  extClientIdError,
  extraAllowedIpsError,
  remoteAccessGatewayErrors,
} from './remote-access';

describe('DNS servers', () => {
  it.each(['', '1.1.1.1', '1.1.1.1, 8.8.8.8', 'fd00::53,10.0.0.53', ' 9.9.9.9 ,'])('accepts %j', (dns) => {
    expect(dnsServersError(dns)).toBeNull();
  });

  it.each([
    ['dns.example.com', 'dns.example.com'],
    ['1.1.1.1, 8.8.8', '8.8.8'],
    ['10.0.0.0/8', '10.0.0.0/8'],
  ])('refuses %j, naming %s', (dns, wrong) => {
    expect(dnsServersError(dns)).toBe(`DNS must be IP addresses separated by commas; ${wrong} is not an IP address`);
  });

  it('splits a comma-separated list into trimmed entries', () => {
    expect(commaList(' a, b ,,c ')).toEqual(['a', 'b', 'c']);
    expect(commaList('')).toEqual([]);
  });
});

describe('remote access gateway settings', () => {
  it('accepts the defaults, the bounds and settings left out', () => {
    expect(remoteAccessGatewayErrors({ dns: '1.1.1.1', mtu: 1420, persistentkeepalive: 20 })).toEqual([]);
    expect(remoteAccessGatewayErrors({ mtu: 576, persistentkeepalive: 0 })).toEqual([]);
    expect(remoteAccessGatewayErrors({ mtu: 65535, persistentkeepalive: 1000 })).toEqual([]);
    expect(remoteAccessGatewayErrors({})).toEqual([]);
  });

  it('says every problem', () => {
    expect(remoteAccessGatewayErrors({ dns: 'x', mtu: 575, persistentkeepalive: -1 })).toEqual([
      'DNS must be IP addresses separated by commas; x is not an IP address',
      'MTU must be between 576 and 65535',
      'persistent keepalive must be between 0 and 1000 seconds',
    ]);
    expect(remoteAccessGatewayErrors({ mtu: 65536, persistentkeepalive: 1001 })).toEqual([
      'MTU must be between 576 and 65535',
      'persistent keepalive must be between 0 and 1000 seconds',
    ]);
  });
});

describe('external client ids', () => {
  it.each(['phone', 'alice-laptop', 'ops_team.vpn-1', 'a'.repeat(32)])('accepts %j', (id) => {
    expect(extClientIdError(id)).toBeNull();
  });

  it.each([
    ['abcd', CLIENT_ID_LENGTH_MESSAGE],
    ['a'.repeat(33), CLIENT_ID_LENGTH_MESSAGE],
    ['my phone', CLIENT_ID_SPACES_MESSAGE],
    ['phone/1', 'The client id may contain only letters, digits, dots, underscores and hyphens'],
    ['phone?x=1', 'The client id may contain only letters, digits, dots, underscores and hyphens'],
  ])('refuses %j', (id, message) => {
    expect(extClientIdError(id)).toBe(message);
  });
});

describe('extra allowed IPs', () => {
  const ranges = ['10.50.0.0/24', 'fd50::/64', ''];

  it('accepts CIDRs outside the network ranges', () => {
    expect(extraAllowedIpsError([], ranges)).toBeNull();
    expect(extraAllowedIpsError(['192.168.1.0/24', '10.50.1.0/24', 'fd51::/64'], ranges)).toBeNull();
  });

  it('refuses what is not a CIDR, and ranges that overlap the network', () => {
    expect(extraAllowedIpsError(['192.168.1.7'], ranges)).toBe(
      'extra allowed IP 192.168.1.7 must be a CIDR, e.g. 192.168.10.0/24',
    );
    expect(extraAllowedIpsError(['10.0.0.0/8'], ranges)).toBe(
      'extra allowed IP 10.0.0.0/8 overlaps the network range 10.50.0.0/24',
    );
    expect(extraAllowedIpsError(['fd50::80/121'], ranges)).toBe(
      'extra allowed IP fd50::80/121 overlaps the network range fd50::/64',
    );
  });

  it('refuses default routes, which would send every host all its traffic to the client', () => {
    for (const route of ['0.0.0.0/0', '::/0', '10.9.8.7/0']) {
      expect(extraAllowedIpsError([route], ranges)).toBe(
        `extra allowed IP ${route} is a default route: every host would send all its traffic to this client; an internet gateway is the way to route all traffic`,
      );
    }
  });
});

describe('external client settings', () => {
  it('accepts a plain client, and scripts of up to 1024 characters', () => {
    expect(extClientErrors({}, ['10.50.0.0/24'])).toEqual([]);
    const client = { clientid: 'phone', dns: '1.1.1.1', postup: 'x'.repeat(1024), postdown: 'echo down' };
    expect(extClientErrors({ ...client, extraallowedips: ['192.168.0.0/16'] }, ['10.50.0.0/24'])).toEqual([]);
  });

  it('says every problem', () => {
    const client = {
      clientid: 'my phone',
      dns: 'resolver',
      extraallowedips: ['10.50.0.9/32'],
      postup: 'x'.repeat(1025),
      postdown: 'y'.repeat(1025),
    };
    expect(extClientErrors(client, ['10.50.0.0/24'])).toEqual([
      CLIENT_ID_SPACES_MESSAGE,
      'DNS must be IP addresses separated by commas; resolver is not an IP address',
      'extra allowed IP 10.50.0.9/32 overlaps the network range 10.50.0.0/24',
      'PostUp must have at most 1024 characters',
      'PostDown must have at most 1024 characters',
    ]);
  });
});
