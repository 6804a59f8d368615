import { describe, expect, it } from 'vitest';
import { hostSettingsProblems, type HostSettings } from './host-settings';
import { problemText } from './problems';

const host: HostSettings = {
  name: 'laptop-1',
  mtu: 1420,
  persistentkeepalive: 20,
  verbosity: 0,
  isstaticport: false,
  listenport: 51821,
  isstatic: false,
  endpointip: '',
  endpointipv6: '',
};

describe('host names', () => {
  it.each(['a', 'laptop-1', 'db_2.example', 'x'.repeat(62)])('accepts %j', (name) => {
    expect(hostSettingsProblems({ ...host, name }).map(problemText)).toEqual([]);
  });

  it.each([
    ['', ['name is required']],
    ['  ', ['name is required']],
    ['x'.repeat(63), ['name must have at most 62 characters']],
    ['my laptop', ['name may contain only letters, digits, dots, underscores and hyphens']],
  ])('refuses %j', (name, errors) => {
    expect(hostSettingsProblems({ ...host, name }).map(problemText)).toEqual(errors);
  });
});

describe('host settings', () => {
  it('accepts sensible settings, a static port and a static endpoint', () => {
    expect(hostSettingsProblems(host).map(problemText)).toEqual([]);
    expect(hostSettingsProblems({ ...host, isstaticport: true, listenport: 443 }).map(problemText)).toEqual([]);
    expect(hostSettingsProblems({ ...host, isstatic: true, endpointipv6: 'fd00::1' }).map(problemText)).toEqual([]);
    expect(hostSettingsProblems({ ...host, persistentkeepalive: 0, listenport: 0, mtu: 576 }).map(problemText)).toEqual(
      [],
    );
  });

  it.each([
    [{ mtu: 575 }, 'MTU must be between 576 and 65535'],
    [{ mtu: 65536 }, 'MTU must be between 576 and 65535'],
    [{ persistentkeepalive: -1 }, 'persistent keepalive must be between 0 and 1000 seconds'],
    [{ persistentkeepalive: 1001 }, 'persistent keepalive must be between 0 and 1000 seconds'],
    [{ verbosity: 5 }, 'verbosity must be between 0 and 4'],
    [{ isstaticport: true, listenport: 0 }, 'a static port needs listenport between 1 and 65535'],
    [{ listenport: 70000 }, 'listenport must be between 0 and 65535'],
    [{ endpointip: 'fd00::1' }, 'endpointip must be an IPv4 address'],
    [{ endpointipv6: '10.0.0.1' }, 'endpointipv6 must be an IPv6 address'],
    [{ isstatic: true }, 'a static endpoint needs endpointip or endpointipv6'],
  ])('refuses %j', (change, message) => {
    expect(hostSettingsProblems({ ...host, ...change }).map(problemText)).toEqual([message]);
  });

  it('lists every problem', () => {
    expect(hostSettingsProblems({ ...host, name: '', mtu: 1, isstatic: true }).map(problemText)).toEqual([
      'name is required',
      'MTU must be between 576 and 65535',
      'a static endpoint needs endpointip or endpointipv6',
    ]);
  });
});
