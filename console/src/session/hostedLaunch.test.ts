import { describe, expect, it } from 'vitest';
import { hostedApiBase, isTrueFlag, readHostedLaunch, withoutHostedLaunch } from './hostedLaunch';

describe('hosted launch parameters', () => {
  it('reads every launch parameter that is present and not empty', () => {
    const launch = readHostedLaunch(
      '?backend=api.acme.example&token=a.b.c&sToken=s1&tenantId=t-1&tenantName=Acme%20Ltd&username=ada&userId=u-9&isNewTenant=true&tab=2&empty=',
    );
    expect(launch).toEqual({
      backend: 'api.acme.example',
      token: 'a.b.c',
      sToken: 's1',
      tenantId: 't-1',
      tenantName: 'Acme Ltd',
      username: 'ada',
      userId: 'u-9',
      isNewTenant: 'true',
    });
  });

  it('leaves out missing and blank parameters', () => {
    expect(readHostedLaunch('')).toEqual({});
    expect(readHostedLaunch('?token=&username=%20%20')).toEqual({});
  });

  it('strips the launch parameters and keeps the rest of the address', () => {
    const url = new URL('https://console.example/v0.90.0/dashboard?token=x&backend=y&tab=keys#top');
    expect(withoutHostedLaunch(url)).toBe('/v0.90.0/dashboard?tab=keys#top');
    expect(withoutHostedLaunch(new URL('https://console.example/?token=x&tenantId=t'))).toBe('/');
  });

  it('reads the new-tenant flag', () => {
    expect(isTrueFlag('true')).toBe(true);
    expect(isTrueFlag('TRUE')).toBe(true);
    expect(isTrueFlag('false')).toBe(false);
    expect(isTrueFlag(undefined)).toBe(false);
  });
});

describe('hosted backend URL', () => {
  it('prepends https:// to a bare host and appends /api', () => {
    expect(hostedApiBase('api.acme.example')).toBe('https://api.acme.example/api');
    expect(hostedApiBase('api.acme.example:8443/')).toBe('https://api.acme.example:8443/api');
  });

  it('keeps an explicit scheme, plain http included', () => {
    expect(hostedApiBase('https://api.acme.example')).toBe('https://api.acme.example/api');
    expect(hostedApiBase('http://127.0.0.1:8081')).toBe('http://127.0.0.1:8081/api');
  });

  it('does not append /api twice', () => {
    expect(hostedApiBase('https://api.acme.example/api')).toBe('https://api.acme.example/api');
    expect(hostedApiBase('api.acme.example/api/')).toBe('https://api.acme.example/api');
  });
});
