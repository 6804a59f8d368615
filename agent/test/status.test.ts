import { describe, expect, it } from 'vitest';
import { formatStatus, type StatusReport } from '../src/cli/status';

const REPORT: StatusReport = {
  server: 'https://netloom.example',
  caFile: null,
  insecure: false,
  hostId: 'h1',
  interface: 'netloom0',
  interfaceUp: true,
  running: true,
  updates: 'broker',
  lastUpdateBy: 'broker',
  broker: { address: 'wss://netloom.example/api/v1/mqtt', error: null },
  lastUpdateAt: null,
  lastCheckInAt: null,
  lastError: null,
  firewall: null,
  endpoint: { given: null },
  dns: null,
  networks: [],
  left: [],
  peers: [],
};

type PeerReport = StatusReport['peers'][number];

function peer(fields: Partial<PeerReport>): PeerReport {
  return {
    publicKey: 'key',
    name: null,
    addresses: [],
    carries: [],
    endpoint: null,
    allowedIps: [],
    handshakeAgeSeconds: null,
    latencyMs: null,
    path: null,
    ...fields,
  };
}

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

  it('says where peers reach the host: the given endpoint, what STUN found and the NAT type, or why not', () => {
    const line = (endpoint: StatusReport['endpoint']) =>
      formatStatus({ ...REPORT, endpoint })
        .split('\n')
        .find((text) => text.startsWith('endpoint:'));
    expect(line({ given: '192.0.2.5' })).toBe('endpoint:   192.0.2.5 (given with --endpoint)');
    expect(line({ given: null })).toBe('endpoint:   not known yet');
    expect(
      line({ given: null, nat: { endpoint: { address: '203.0.113.5', port: 40001 }, natType: 'behind_nat' } }),
    ).toBe('endpoint:   203.0.113.5:40001, behind a NAT that keeps its mapping: peers outside reach it directly');
    expect(
      line({ given: null, nat: { endpoint: { address: '203.0.113.6', port: 51821 }, natType: 'symmetric' } }),
    ).toMatch(
      /^endpoint: {3}203\.0\.113\.6:51821, behind a NAT that maps each destination apart: peers outside reach it through a failover node$/,
    );
    expect(line({ given: null, nat: null })).toMatch(/^endpoint: {3}no STUN server answers/);
  });

  it('says how the host resolves the mesh names, where they are answered, which ones, and why not', () => {
    const line = (dns: StatusReport['dns']) =>
      formatStatus({ ...REPORT, dns })
        .split('\n')
        .find((text) => text.startsWith('dns:'));
    const names = Array.from({ length: 12 }, (_, index) => `h${index}.corp`);
    expect(line({ mode: 'file', listening: ['10.10.0.1', 'fd00::1'], names: 12, served: names, error: '' })).toBe(
      'dns:        a block at the top of /etc/resolv.conf names this agent; answering on 10.10.0.1:53, [fd00::1]:53; ' +
        `12 names: ${names.slice(0, 10).join(', ')}, and 2 more`,
    );
    expect(line({ mode: 'resolved', listening: ['10.10.0.1'], names: 1, served: ['h1.corp'], error: '' })).toBe(
      'dns:        systemd-resolved asks this agent for the mesh domains; answering on 10.10.0.1:53; 1 name: h1.corp',
    );
    expect(
      line({ mode: 'none', listening: ['10.10.0.1'], names: 0, served: [], error: '/etc/resolv.conf is a symlink' }),
    ).toBe(
      'dns:        the host resolver is not pointed at this agent; answering on 10.10.0.1:53; no names; last error: /etc/resolv.conf is a symlink',
    );
    expect(line({ mode: 'off', listening: [], names: 0, served: [], error: '' })).toMatch(/^dns: {8}off/);
    expect(line(null)).toBe('dns:        not applied yet');
  });

  it('lists the networks, those left and when, and the peers by name and mesh address in aligned columns', () => {
    const now = new Date(2026, 0, 5, 11, 0);
    const text = formatStatus(
      {
        ...REPORT,
        networks: [{ network: 'lab', addresses: ['10.10.0.1/24'] }],
        left: [
          { network: 'office', at: new Date(2026, 0, 3, 9, 5).toISOString(), reason: 'disconnected' },
          { network: 'old', at: new Date(2026, 0, 5, 10, 42).toISOString(), reason: 'removed' },
        ],
        peers: [
          peer({
            name: 'db-1',
            addresses: ['10.10.0.3'],
            endpoint: '198.18.0.3:51821',
            handshakeAgeSeconds: 12,
            latencyMs: 2,
          }),
          peer({ name: 'relay-1', addresses: ['10.10.0.2'], carries: ['app-2 (10.10.0.5)', '192.168.50.0/24'] }),
          peer({ publicKey: 'K9Zp+unnamed=', allowedIps: ['10.10.0.9/32'], handshakeAgeSeconds: 130, latencyMs: 15 }),
        ],
      },
      now,
    );
    expect(text.split('\n').slice(2, 5)).toEqual([
      'networks:   lab 10.10.0.1/24',
      '            left network office at 2026-01-03 09:05 (disconnected on the server)',
      '            left network old at 10:42 (removed on the server)',
    ]);
    expect(text.split('\n').slice(-4)).toEqual([
      'peers:',
      '  db-1           10.10.0.3     latency 2 ms     handshake 12 s ago   198.18.0.3:51821',
      '  relay-1        10.10.0.2     latency unknown  no handshake         (dials in)        carries app-2 (10.10.0.5), 192.168.50.0/24',
      '  K9Zp+unnamed=  10.10.0.9/32  latency 15 ms    handshake 130 s ago  (dials in)',
    ]);
  });

  it('says when the host is in no network, and when it does not know yet', () => {
    const networks = (report: Partial<StatusReport>) =>
      formatStatus({ ...REPORT, ...report })
        .split('\n')
        .find((line) => line.startsWith('networks:'));
    expect(networks({})).toBe('networks:   none');
    expect(networks({ networks: null })).toBe('networks:   not known until the agent applies an update');
  });

  it('names the broker address, and when it cannot be reached, why and what to do', () => {
    const broker = (report: Partial<StatusReport>) =>
      formatStatus({ ...REPORT, ...report })
        .split('\n')
        .find((line) => line.startsWith('broker:'));
    expect(broker({})).toBe('broker:     connected to wss://netloom.example/api/v1/mqtt');
    expect(broker({ lastUpdateBy: 'delta' })).toBe(
      'broker:     connected to wss://netloom.example/api/v1/mqtt, receiving peer deltas',
    );
    expect(
      broker({
        updates: 'pull',
        broker: { address: 'ws://localhost:8081/api/v1/mqtt', error: 'connect ECONNREFUSED 127.0.0.1:8081' },
      }),
    ).toBe(
      'broker:     cannot reach ws://localhost:8081/api/v1/mqtt: connect ECONNREFUSED 127.0.0.1:8081. Check that this host reaches that address; if the server was told a wrong one of itself, set the right one in the console (Server Settings)',
    );
    expect(broker({ updates: 'stopped', broker: null })).toBe('broker:     not tried yet');
  });

  it('warns loudly, under the server, when the host joined with --insecure, and names the CA it trusts', () => {
    const below = (report: Partial<StatusReport>) => formatStatus({ ...REPORT, ...report }).split('\n')[1];
    expect(below({})).toBe('interface:  netloom0 up');
    expect(below({ server: 'http://192.0.2.10:8081', insecure: true })).toBe(
      'INSECURE:   joined with --insecure: plain http to the server is allowed, so its token, secret and updates may cross the network unencrypted. Serve the server over https and join again without --insecure',
    );
    expect(below({ caFile: '/var/lib/netloom-agent/server-ca.pem' })).toBe(
      "trusts:     the server's certificate from the CA in /var/lib/netloom-agent/server-ca.pem",
    );
  });
});
