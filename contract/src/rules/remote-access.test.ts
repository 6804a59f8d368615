import { describe, expect, it } from 'vitest';
import {
  commaList,
  dnsServersProblem,
  extClientProblems,
  extClientIdProblem,
  extraAllowedIpsProblem,
  remoteAccessGatewayProblems,
} from './remote-access';
import { PROBLEM_TEXTS, problemText, type Problem } from './problems';

const english = (found: Problem | null) => found && problemText(found);

describe('DNS servers', () => {
  it.each(['', '1.1.1.1', '1.1.1.1, 8.8.8.8', 'fd00::53,10.0.0.53', ' 9.9.9.9 ,'])('accepts %j', (dns) => {
    expect(english(dnsServersProblem(dns))).toBeNull();
  });

  it.each([
    ['dns.example.com', 'dns.example.com'],
    ['1.1.1.1, 8.8.8', '8.8.8'],
    ['10.0.0.0/8', '10.0.0.0/8'],
  ])('refuses %j, naming %s', (dns, wrong) => {
    expect(english(dnsServersProblem(dns))).toBe(
      `DNS must be IP addresses separated by commas; ${wrong} is not an IP address`,
    );
  });

  it('splits a comma-separated list into trimmed entries', () => {
    expect(commaList(' a, b ,,c ')).toEqual(['a', 'b', 'c']);
    expect(commaList('')).toEqual([]);
  });
});

describe('remote access gateway settings', () => {
  it('accepts the defaults, the bounds and settings left out', () => {
    expect(
      remoteAccessGatewayProblems({ dns: '1.1.1.1', mtu: 1420, persistentkeepalive: 20 }).map(problemText),
    ).toEqual([]);
    expect(remoteAccessGatewayProblems({ mtu: 576, persistentkeepalive: 0 }).map(problemText)).toEqual([]);
    expect(remoteAccessGatewayProblems({ mtu: 65535, persistentkeepalive: 1000 }).map(problemText)).toEqual([]);
    expect(remoteAccessGatewayProblems({}).map(problemText)).toEqual([]);
  });

  it('says every problem', () => {
    expect(remoteAccessGatewayProblems({ dns: 'x', mtu: 575, persistentkeepalive: -1 }).map(problemText)).toEqual([
      'DNS must be IP addresses separated by commas; x is not an IP address',
      'MTU must be between 576 and 65535',
      'persistent keepalive must be between 0 and 1000 seconds',
    ]);
    expect(remoteAccessGatewayProblems({ mtu: 65536, persistentkeepalive: 1001 }).map(problemText)).toEqual([
      'MTU must be between 576 and 65535',
      'persistent keepalive must be between 0 and 1000 seconds',
    ]);
  });
});

describe('external client ids', () => {
  it.each(['phone', 'alice-laptop', 'ops_team.vpn-1', 'a'.repeat(32)])('accepts %j', (id) => {
    expect(english(extClientIdProblem(id))).toBeNull();
  });

  it.each([
    ['abcd', 'Please enter a client id, with a minimum of 5 characters and a maximum of 32 characters.'],
    ['a'.repeat(33), 'Please enter a client id, with a minimum of 5 characters and a maximum of 32 characters.'],
    ['my phone', PROBLEM_TEXTS.clientIdSpaces],
    ['phone/1', 'The client id may contain only letters, digits, dots, underscores and hyphens'],
    ['phone?x=1', 'The client id may contain only letters, digits, dots, underscores and hyphens'],
  ])('refuses %j', (id, message) => {
    expect(english(extClientIdProblem(id))).toBe(message);
  });
});

describe('extra allowed IPs', () => {
  const ranges = ['10.50.0.0/24', 'fd50::/64', ''];

  it('accepts CIDRs outside the network ranges', () => {
    expect(english(extraAllowedIpsProblem([], ranges))).toBeNull();
    expect(english(extraAllowedIpsProblem(['192.168.1.0/24', '10.50.1.0/24', 'fd51::/64'], ranges))).toBeNull();
  });

  it('refuses what is not a CIDR, and ranges that overlap the network', () => {
    expect(english(extraAllowedIpsProblem(['192.168.1.7'], ranges))).toBe(
      'extra allowed IP 192.168.1.7 must be a CIDR, e.g. 192.168.10.0/24',
    );
    expect(english(extraAllowedIpsProblem(['10.0.0.0/8'], ranges))).toBe(
      'extra allowed IP 10.0.0.0/8 overlaps the network range 10.50.0.0/24',
    );
    expect(english(extraAllowedIpsProblem(['fd50::80/121'], ranges))).toBe(
      'extra allowed IP fd50::80/121 overlaps the network range fd50::/64',
    );
  });

  it('refuses default routes, which would send every host all its traffic to the client', () => {
    for (const route of ['0.0.0.0/0', '::/0', '10.9.8.7/0']) {
      expect(english(extraAllowedIpsProblem([route], ranges))).toBe(
        `extra allowed IP ${route} is a default route: every host would send all its traffic to this client; an internet gateway is the way to route all traffic`,
      );
    }
  });
});

describe('external client settings', () => {
  it('accepts a plain client, and scripts of up to 1024 characters', () => {
    expect(extClientProblems({}, ['10.50.0.0/24']).map(problemText)).toEqual([]);
    const client = { clientid: 'phone', dns: '1.1.1.1', postup: 'x'.repeat(1024), postdown: 'echo down' };
    expect(
      extClientProblems({ ...client, extraallowedips: ['192.168.0.0/16'] }, ['10.50.0.0/24']).map(problemText),
    ).toEqual([]);
  });

  it('says every problem', () => {
    const client = {
      clientid: 'my phone',
      dns: 'resolver',
      extraallowedips: ['10.50.0.9/32'],
      postup: 'x'.repeat(1025),
      postdown: 'y'.repeat(1025),
    };
    expect(extClientProblems(client, ['10.50.0.0/24']).map(problemText)).toEqual([
      PROBLEM_TEXTS.clientIdSpaces,
      'DNS must be IP addresses separated by commas; resolver is not an IP address',
      'extra allowed IP 10.50.0.9/32 overlaps the network range 10.50.0.0/24',
      'PostUp must have at most 1024 characters',
      'PostDown must have at most 1024 characters',
    ]);
  });
});
