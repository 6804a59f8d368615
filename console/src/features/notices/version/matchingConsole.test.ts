import { describe, expect, it } from 'vitest';
import { matchingConsoleUrl } from './matchingConsole';

const origin = 'https://app.example';

describe('the console matching the server (hosted)', () => {
  it('stays put when the versions match, whatever their spelling', () => {
    expect(matchingConsoleUrl({ origin, pathname: '/dashboard' }, '0.90.0', 'v0.90.0')).toBeNull();
  });

  it('goes to the origin root when the server runs another version', () => {
    expect(matchingConsoleUrl({ origin, pathname: '/dashboard' }, '0.90.0', 'v0.91.0')).toBe('https://app.example/');
  });

  it('keeps a version prefix, with the server version, when the address had one', () => {
    expect(matchingConsoleUrl({ origin, pathname: '/v0.90.0/networks/a/nodes' }, '0.90.0', 'v0.91.0')).toBe(
      'https://app.example/v0.91.0/',
    );
  });
});
