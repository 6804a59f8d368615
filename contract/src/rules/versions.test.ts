import { describe, expect, it } from 'vitest';
import {
  compareVersions,
  isNewerVersion,
  isSameVersion,
  latestReleaseVersion,
  parseVersion,
  serverImageTag,
  versionPrefix,
} from './versions';

describe('version numbers', () => {
  it('reads the numeric core with or without a leading v and suffix', () => {
    expect(parseVersion('0.90.0')).toEqual([0, 90, 0]);
    expect(parseVersion('v1.2.3-ee')).toEqual([1, 2, 3]);
    expect(parseVersion('V2.1')).toEqual([2, 1, 0]);
    expect(parseVersion('latest')).toBeNull();
    expect(parseVersion('')).toBeNull();
  });

  it('compares numerically, not as text', () => {
    expect(compareVersions('0.100.0', '0.90.0')).toBeGreaterThan(0);
    expect(compareVersions('v0.90.0', '0.90.0')).toBe(0);
    expect(compareVersions('0.90.0', '1.0.0')).toBeLessThan(0);
    expect(compareVersions('0.90.1', '0.90.0')).toBeGreaterThan(0);
  });

  it('flags an upgrade only for a readable, newer release', () => {
    expect(isNewerVersion('v0.91.0', '0.90.0')).toBe(true);
    expect(isNewerVersion('0.90.0', 'v0.90.0')).toBe(false);
    expect(isNewerVersion('0.89.9', '0.90.0')).toBe(false);
    expect(isNewerVersion('nightly', '0.90.0')).toBe(false);
    expect(isNewerVersion('1.0.0', '')).toBe(false);
  });

  it('tells whether the console and server run the same release', () => {
    expect(isSameVersion('v0.90.0', '0.90.0')).toBe(true);
    expect(isSameVersion('0.90.0-ee', '0.90.0')).toBe(true);
    expect(isSameVersion('0.91.0', '0.90.0')).toBe(false);
    expect(isSameVersion('', '0.90.0')).toBe(false);
  });

  it('builds the path prefix and the server image tag', () => {
    expect(versionPrefix('0.90.0')).toBe('v0.90.0');
    expect(versionPrefix('V0.90.0')).toBe('v0.90.0');
    expect(serverImageTag('0.91.0-ee')).toBe('v0.91.0');
    expect(serverImageTag('v0.91.0')).toBe('v0.91.0');
  });
});

describe('latest release from a feed', () => {
  it('reads a { version } document', () => {
    expect(latestReleaseVersion({ version: '0.91.0' })).toBe('0.91.0');
    expect(latestReleaseVersion({ version: 'v0.91.0' })).toBe('0.91.0');
  });

  it('picks the newest published entry of a GitHub-style list', () => {
    const feed = [
      { tag_name: 'v0.92.0-rc1', prerelease: true },
      { tag_name: 'v0.93.0', draft: true },
      { tag_name: 'v0.90.0' },
      { tag_name: 'v0.91.2' },
      { tag_name: 'v0.91.10' },
    ];
    expect(latestReleaseVersion(feed)).toBe('0.91.10');
  });

  it('gives null for anything else', () => {
    expect(latestReleaseVersion(null)).toBeNull();
    expect(latestReleaseVersion('0.91.0')).toBeNull();
    expect(latestReleaseVersion([])).toBeNull();
    expect(latestReleaseVersion([{ name: 'v1' }])).toBeNull();
  });
});
