import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pointResolved, resolvedCommands, revertResolved } from '../src/dns/resolved-link';
import { resolverMode, type Run } from '../src/dns/resolver-mode';
import { CommandError } from '../src/system/run';

/** A stand-in for `run` that records each command and succeeds, or fails for `failing` programs. */
function recorder(failing: string[] = []): { run: Run; commands: string[][] } {
  const commands: string[][] = [];
  const run: Run = async (program, args) => {
    commands.push([program, ...args]);
    if (failing.includes(program))
      throw new CommandError(
        [program, ...args].join(' '),
        1,
        'Failed to get global data: Unit dbus-org.freedesktop.resolve1.service not found.',
      );
    return '';
  };
  return { run, commands };
}

describe("systemd-resolved's per-link settings", () => {
  const plan = {
    interfaceName: 'netloom',
    servers: ['10.1.0.1', 'fd01::1'],
    routingDomains: ['prod', 'lab', 'corp.example', 'prod'],
    searchDomains: ['office.example'],
    namesChanged: false,
  };

  it('points the link at the agent for the mesh domains only, as resolvectl(1) documents', () => {
    expect(resolvedCommands(plan)).toEqual([
      ['dns', 'netloom', '10.1.0.1', 'fd01::1'],
      ['domain', 'netloom', '~prod', '~lab', '~corp.example', 'office.example'],
      ['default-route', 'netloom', 'false'],
    ]);
  });

  it('flushes the caches when names changed, clears domains with an empty argument, and gives ports', () => {
    const commands = resolvedCommands({
      interfaceName: 'nl0',
      servers: ['10.1.0.1:15353', '[fd01::1]:15353'],
      routingDomains: [],
      searchDomains: [],
      namesChanged: true,
    });
    expect(commands).toEqual([
      ['dns', 'nl0', '10.1.0.1:15353', '[fd01::1]:15353'],
      ['domain', 'nl0', ''],
      ['default-route', 'nl0', 'false'],
      ['flush-caches'],
    ]);
  });

  it('a search domain is written once, without ~', () => {
    const [, domain] = resolvedCommands({ ...plan, routingDomains: ['prod', 'office.example'] });
    expect(domain).toEqual(['domain', 'netloom', '~prod', 'office.example']);
  });

  it('runs resolvectl with them in order, and reverts the link', async () => {
    const { run, commands } = recorder();
    await pointResolved({ ...plan, namesChanged: true }, run);
    await revertResolved('netloom', run);
    expect(commands).toEqual([
      ['resolvectl', 'dns', 'netloom', '10.1.0.1', 'fd01::1'],
      ['resolvectl', 'domain', 'netloom', '~prod', '~lab', '~corp.example', 'office.example'],
      ['resolvectl', 'default-route', 'netloom', 'false'],
      ['resolvectl', 'flush-caches'],
      ['resolvectl', 'revert', 'netloom'],
    ]);
  });
});

describe('how the host resolver is reached', () => {
  let folder: string;
  let path: string;
  const unpointed = "the mesh's names are served at 10.1.0.1:53 but the host's resolver is not pointed at them";
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'netloom-mode-'));
    path = join(folder, 'resolv.conf');
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it("is systemd-resolved's when the file links into /run/systemd/resolve and resolvectl works", async () => {
    await symlink('/run/systemd/resolve/stub-resolv.conf', path);
    const { run, commands } = recorder();
    expect(await resolverMode(path, '10.1.0.1:53', run)).toEqual({ mode: 'resolved', reason: '' });
    expect(commands).toEqual([['resolvectl', 'status']]);
    const broken = await resolverMode(path, '10.1.0.1:53', recorder(['resolvectl']).run);
    expect(broken.mode).toBe('none');
    expect(broken.reason).toMatch(/is systemd-resolved's, but resolvectl does not work \(.*not found\.\)/);
    expect(broken.reason).toContain(unpointed);
  });

  it("is systemd-resolved's when a regular file names its stub and resolvectl works, else the file's", async () => {
    await writeFile(
      path,
      '# This is /run/systemd/resolve/stub-resolv.conf\r\nnameserver 127.0.0.53\r\noptions edns0\r\n',
    );
    expect((await resolverMode(path, '10.1.0.1:53', recorder().run)).mode).toBe('resolved');
    expect((await resolverMode(path, '10.1.0.1:53', recorder(['resolvectl']).run)).mode).toBe('file');
    await writeFile(path, 'nameserver 127.0.0.530\n');
    const { run, commands } = recorder();
    expect(await resolverMode(path, '10.1.0.1:53', run)).toEqual({ mode: 'file', reason: '' });
    expect(commands).toEqual([]);
  });

  it('is none, saying why, for a file another program manages, a missing file or a folder', async () => {
    await symlink('../run/resolvconf/resolv.conf', path);
    expect(await resolverMode(path, '10.1.0.1:53', recorder().run)).toEqual({
      mode: 'none',
      reason: `${path} is a symlink to ../run/resolvconf/resolv.conf, managed by another program: ${unpointed}`,
    });
    const uplink = join(folder, 'uplink');
    await symlink('/run/systemd/resolve/resolv.conf', uplink);
    const bypassed = await resolverMode(uplink, '10.1.0.1:53', recorder().run);
    expect(bypassed.mode).toBe('none');
    expect(bypassed.reason).toContain(
      "is systemd-resolved's list of upstream servers (/run/systemd/resolve/resolv.conf), which the host's programs ask directly",
    );
    expect(bypassed.reason).toContain('link it to /run/systemd/resolve/stub-resolv.conf');
    const missing = join(folder, 'missing');
    expect(await resolverMode(missing, '10.1.0.1:53', recorder().run)).toEqual({
      mode: 'none',
      reason: `${missing} does not exist: ${unpointed}`,
    });
    expect((await resolverMode(folder, '10.1.0.1:53', recorder().run)).reason).toBe(
      `${folder} is not a regular file: ${unpointed}`,
    );
  });
});
