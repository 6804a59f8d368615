import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as T;
}

describe('the installed packages', () => {
  it('all run on the oldest Node.js Netloom supports, so npm ci warns of no engine', () => {
    const supported = readJson<{ engines: { node: string } }>('package.json').engines.node;
    const oldest = semver.minVersion(supported)!.version;
    const lock = readJson<{ packages: Record<string, LockedPackage> }>('package-lock.json');
    const misfits = Object.entries(lock.packages).flatMap(([where, locked]) => {
      const wanted = Array.isArray(locked.engines) ? undefined : locked.engines?.node;
      return wanted && !semver.satisfies(oldest, wanted) ? [`${where}@${locked.version} wants node ${wanted}`] : [];
    });
    expect(misfits).toEqual([]);
  });
});
