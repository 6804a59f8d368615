import type { FirewallReport } from '@netloom/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyFirewall } from '../src/firewall';
import { createApplier, type Applier } from '../src/sync/applier';
import { applyInterface } from '../src/wireguard';
import { firewallRule, firewallUpdate, peerUpdate } from './support/peer-update';

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
    await applier.apply(badPorts);
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
