import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { haproxyConfig } from './support/haproxy';
import { ROOT } from './support/server-process';

/** The HAProxy configuration the README's "Running several servers" shows. */
function readmeConfig(): string {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Running several servers'));
  const block = /```haproxy\n([\s\S]*?)```/.exec(section);
  if (!block) throw new Error('the README\'s "Running several servers" has no ```haproxy block');
  return block[1];
}

describe("the README's HAProxy configuration", () => {
  it('is the one the replica tests run, for two replicas', () => {
    expect(readmeConfig()).toBe(haproxyConfig({ listen: ':80', replicas: ['10.0.0.11:8081', '10.0.0.12:8081'] }));
  });

  it('is one HAProxy accepts', () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'netloom-haproxy-check-'));
    try {
      const config = path.join(folder, 'haproxy.cfg');
      writeFileSync(config, readmeConfig());
      const checked = spawnSync('haproxy', ['-c', '-f', config], { encoding: 'utf8' });
      expect(checked.error, 'haproxy could not run (Debian package haproxy)').toBeUndefined();
      expect(checked.status, `${checked.stdout}${checked.stderr}`).toBe(0);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
