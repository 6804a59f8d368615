import type { FirewallReport } from '@netloom/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyFirewall } from '../src/firewall';
import { createApplier, type Applier } from '../src/sync/applier';
import { applyInterface } from '../src/wireguard';
import { firewallRule, firewallUpdate, H2_PUBLIC_KEY, peerUpdate } from './support/peer-update';

vi.mock('../src/firewall', () => ({ applyFirewall: vi.fn() }));
vi.mock('../src/wireguard', () => ({ applyInterface: vi.fn() }));

const LOCAL = { privateKey: 'PRIVATE', interfaceName: 'netloom0', serverAddress: null };

const SSH_ONLY = peerUpdate(
  firewallUpdate({
    acl_rules: {
      ssh: firewallRule({ ip_list: ['10.10.0.2/32'], allowed_protocols: 'tcp', allowed_ports: ['22'] }),
    },
  }),
);

describe('applying peer updates', () => {
  let steps: string[];
  let failures: string[];
  let reports: FirewallReport[];
  let applier: Applier;

  beforeEach(() => {
    steps = [];
    failures = [];
    reports = [];
    vi.mocked(applyFirewall).mockReset();
    vi.mocked(applyFirewall).mockImplementation(async () => void steps.push('firewall'));
    vi.mocked(applyInterface).mockReset();
    vi.mocked(applyInterface).mockImplementation(async () => void steps.push('interface'));
    applier = createApplier(LOCAL, {
      applied: () => steps.push('applied'),
      failed: (message) => failures.push(message),
      firewallChanged: (report) => reports.push(report),
      accepted: () => {},
    });
  });

  afterEach(() => {
    applier.stop();
    vi.useRealTimers();
  });

  it('puts the firewall in place before the interface, and each again only when it changed', async () => {
    await applier.apply(SSH_ONLY);
    await applier.apply(SSH_ONLY);

    expect(steps).toEqual(['firewall', 'interface', 'applied', 'applied']);
    expect(reports).toEqual([{ enforcing: true, allow_all: false, rules: 1, error: '' }]);

    await applier.apply(peerUpdate(firewallUpdate({ allow_all: true })));
    expect(steps.slice(4)).toEqual(['firewall', 'applied']);
    expect(reports.at(-1)).toEqual({ enforcing: true, allow_all: true, rules: 0, error: '' });
  });

  it('refuses an update that fails the contract, changes nothing and says why, until a good one comes', async () => {
    await applier.apply(SSH_ONLY);
    steps = [];
    const badPorts = peerUpdate(
      firewallUpdate({
        acl_rules: {
          ssh: firewallRule({ ip_list: ['10.10.0.2/32'], allowed_protocols: 'tcp', allowed_ports: ['abc'] }),
        },
      }),
    );
    expect(applier.current()).toEqual(SSH_ONLY);
    await applier.apply(badPorts);
    expect(applier.current()).toBeNull();
    await applier.apply('not an update');

    const refusal =
      'refused an update from the server: fw_update.acl_rules.ssh.allowed_ports.0: invalid port "abc": use a port like 80 or a range like 8000-8100';
    expect(steps).toEqual([]);
    expect(failures).toEqual([
      refusal,
      'refused an update from the server: Invalid input: expected object, received string',
    ]);
    expect(reports.slice(1)).toEqual([
      { enforcing: true, allow_all: false, rules: 1, error: refusal },
      {
        enforcing: true,
        allow_all: false,
        rules: 1,
        error: 'refused an update from the server: Invalid input: expected object, received string',
      },
    ]);

    await applier.apply(SSH_ONLY);
    expect(reports.at(-1)).toEqual({ enforcing: true, allow_all: false, rules: 1, error: '' });
    expect(applier.current()).toEqual(SSH_ONLY);
  });

  it('keeps what it applied when an update would inject into wg, ip or the resolver, and says what is wrong', async () => {
    await applier.apply(SSH_ONLY);
    steps = [];
    const good = SSH_ONLY.host_peers[0];
    const withPeer = (fields: object) => ({ ...SSH_ONLY, host_peers: [{ ...good, ...fields }] });
    const bad = [
      withPeer({ PublicKey: `${H2_PUBLIC_KEY}\nallowed-ips 0.0.0.0/0` }),
      withPeer({ AllowedIPs: ['default'] }),
      withPeer({ AllowedIPs: ['10.0.0.1/32:51820'] }),
      withPeer({ AllowedIPs: ['10.0.0.0/40'] }),
      withPeer({ Endpoint: '198.18.0.12:70000' }),
      withPeer({ PersistentKeepaliveInterval: 100_000 }),
      { ...SSH_ONLY, host: { ...SSH_ONLY.host, publickey: 'h1-public-key' } },
      { ...SSH_ONLY, host: { ...SSH_ONLY.host, mtu: 20 } },
      { ...SSH_ONLY, nodes: [{ ...SSH_ONLY.nodes[0], address: '10.10.0.1/24 dev eth0' }] },
      {
        ...SSH_ONLY,
        dns_nameservers: [{ ips: ['192.0.2.53'], match_domain: 'corp\nnameserver 6.6.6.6', is_search_domain: true }],
      },
    ];
    const keyWithNewline = firewallRule({ allowed_protocols: 'tcp', allowed_ports: ['x'] });
    bad.push(peerUpdate(firewallUpdate({ acl_rules: { 'r1\nflush ruleset': keyWithNewline } })));
    for (const update of bad) await applier.apply(update);
    applier.refuse('it is larger than the 10 MB an update may have');

    expect(steps).toEqual([]);
    expect(failures.map((failure) => failure.split(': ').slice(0, 2).join(': '))).toEqual([
      'refused an update from the server: host_peers.0.PublicKey',
      'refused an update from the server: host_peers.0.AllowedIPs.0',
      'refused an update from the server: host_peers.0.AllowedIPs.0',
      'refused an update from the server: host_peers.0.AllowedIPs.0',
      'refused an update from the server: host_peers.0.Endpoint',
      'refused an update from the server: host_peers.0.PersistentKeepaliveInterval',
      'refused an update from the server: host.publickey',
      'refused an update from the server: host.mtu',
      'refused an update from the server: nodes.0.address',
      'refused an update from the server: dns_nameservers.0.match_domain',
      'refused an update from the server: fw_update.acl_rules.r1\\nflush ruleset.allowed_ports.0',
      'refused an update from the server: it is larger than the 10 MB an update may have',
    ]);
    expect(failures.filter((failure) => failure.includes('\n'))).toEqual([]);
    expect(reports.at(-1)).toEqual({
      enforcing: true,
      allow_all: false,
      rules: 1,
      error: 'refused an update from the server: it is larger than the 10 MB an update may have',
    });

    await applier.apply(SSH_ONLY);
    expect(steps).toEqual(['applied']);
    expect(vi.mocked(applyInterface)).toHaveBeenCalledTimes(1);
  });

  it('leaves the interface alone while the firewall cannot be written, and retries without a new update', async () => {
    vi.useFakeTimers();
    vi.mocked(applyFirewall).mockRejectedValueOnce(new Error('nft -f - failed (exit 1): Could not process rule'));

    await applier.apply(SSH_ONLY);
    expect(steps).toEqual([]);
    expect(failures).toEqual(['could not apply the configuration: nft -f - failed (exit 1): Could not process rule']);
    expect(reports).toEqual([
      { enforcing: false, allow_all: false, rules: 1, error: 'nft -f - failed (exit 1): Could not process rule' },
    ]);

    await vi.advanceTimersByTimeAsync(5_000);
    await vi.waitFor(() => expect(steps).toEqual(['firewall', 'interface', 'applied']));
    expect(reports.at(-1)).toEqual({ enforcing: true, allow_all: false, rules: 1, error: '' });
  });

  it('stops retrying when the agent stops', async () => {
    vi.useFakeTimers();
    vi.mocked(applyFirewall).mockRejectedValueOnce(new Error('nft -f - failed'));

    await applier.apply(SSH_ONLY);
    applier.stop();
    await vi.advanceTimersByTimeAsync(60_000);

    expect(vi.mocked(applyFirewall)).toHaveBeenCalledTimes(1);
  });
});
