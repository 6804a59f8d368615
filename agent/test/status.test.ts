import { describe, expect, it } from 'vitest';
import { formatStatus, type StatusReport } from '../src/cli/status';

const REPORT: StatusReport = {
  server: 'https://netloom.example',
  hostId: 'h1',
  interface: 'netloom0',
  interfaceUp: true,
  running: true,
  updates: 'broker',
  lastUpdateAt: null,
  lastCheckInAt: null,
  lastError: null,
  firewall: null,
  peers: [],
};

const firewallLine = (firewall: StatusReport['firewall']) =>
  formatStatus({ ...REPORT, firewall })
    .split('\n')
    .find((line) => line.startsWith('firewall:'));

describe('netloom-agent status', () => {
  it('says whether the firewall enforces the rules, lets everything in, or is not in place, and why', () => {
    expect(firewallLine({ enforcing: true, allow_all: false, rules: 12, error: '' })).toBe(
      'firewall:   enforcing 12 rules',
    );
    expect(firewallLine({ enforcing: true, allow_all: false, rules: 1, error: '' })).toBe(
      'firewall:   enforcing 1 rule',
    );
    expect(firewallLine({ enforcing: true, allow_all: true, rules: 0, error: '' })).toBe(
      'firewall:   open (allow all)',
    );
    expect(firewallLine({ enforcing: false, allow_all: false, rules: 3, error: 'nft -f - failed (exit 1): ...' })).toBe(
      'firewall:   not enforcing; last error: nft -f - failed (exit 1): ...',
    );
    expect(firewallLine(null)).toBe('firewall:   not reported yet');
  });
});
