import { describe, expect, it } from 'vitest';
import { checkServerAddress } from './server-address';

describe('checkServerAddress', () => {
  it('keeps scheme, host and port, without a trailing slash', () => {
    expect(checkServerAddress(' http://192.0.2.10:8081/ ')).toEqual({ ok: true, address: 'http://192.0.2.10:8081' });
    expect(checkServerAddress('https://netloom.example.com')).toEqual({
      ok: true,
      address: 'https://netloom.example.com',
    });
    expect(checkServerAddress('http://[2001:db8::1]:8081')).toEqual({ ok: true, address: 'http://[2001:db8::1]:8081' });
    expect(checkServerAddress('https://netloom.example.com:443')).toEqual({
      ok: true,
      address: 'https://netloom.example.com',
    });
  });

  it.each([
    '192.0.2.10:8081',
    'ftp://192.0.2.10',
    'http://192.0.2.10:8081/api',
    'http://a@192.0.2.10',
    'http://x/?q=1',
    '',
  ])('refuses %j, naming an example', (text) => {
    expect(checkServerAddress(text)).toEqual({
      ok: false,
      error: `The server's address must be an http or https URL with no path, like http://192.0.2.10:8081; got "${text}"`,
    });
  });
});
