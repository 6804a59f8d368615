import { describe, expect, it } from 'vitest';
import {
  allocateNodeAddress,
  canonicalAddress,
  isNodeAddressInRange,
  nodeAddressBounds,
  nodeAddressCidr,
} from '../src/mesh/address-allocation';
import { generateHostSecret, hashHostSecret, hostSecretMatches } from '../src/mesh/broker/host-credentials';
import { hostMayPublish, hostMaySubscribe } from '../src/mesh/broker/topic-access';
import { freeListenPort } from '../src/mesh/listen-port';

describe('node address allocation', () => {
  it('starts at network+1 and takes the lowest free address', () => {
    expect(allocateNodeAddress('10.1.0.0/24', [])).toBe('10.1.0.1');
    expect(allocateNodeAddress('10.1.0.0/24', ['10.1.0.1', '10.1.0.2', '10.1.0.4'])).toBe('10.1.0.3');
    expect(allocateNodeAddress('10.1.0.0/16', ['10.1.0.1'])).toBe('10.1.0.2');
  });

  it('never hands out the network or broadcast address of an IPv4 range', () => {
    const used = ['10.1.0.1', '10.1.0.2'];
    expect(allocateNodeAddress('10.1.0.0/30', used)).toBeNull();
    expect(allocateNodeAddress('10.1.0.0/30', ['10.1.0.1'])).toBe('10.1.0.2');
    expect(nodeAddressBounds('10.1.0.0/24')).toMatchObject({ first: 0x0a010001n, last: 0x0a0100fen, prefix: 24 });
  });

  it('uses the whole block of /31 and /32 ranges', () => {
    expect(allocateNodeAddress('10.1.0.0/31', [])).toBe('10.1.0.0');
    expect(allocateNodeAddress('10.1.0.0/31', ['10.1.0.0'])).toBe('10.1.0.1');
    expect(allocateNodeAddress('10.1.0.7/32', [])).toBe('10.1.0.7');
  });

  it('allocates IPv6 from network+1 and reads used addresses in any notation', () => {
    expect(allocateNodeAddress('fd00:1::/64', [])).toBe('fd00:1::1');
    expect(allocateNodeAddress('fd00:1::/64', ['FD00:1:0:0::1', 'fd00:1::0:2'])).toBe('fd00:1::3');
    expect(allocateNodeAddress('fd00::/126', ['fd00::1', 'fd00::2'])).toBe('fd00::3');
    expect(allocateNodeAddress('fd00::/126', ['fd00::1', 'fd00::2', 'fd00::3'])).toBeNull();
  });

  it('ignores used entries outside the range or of the other family', () => {
    expect(allocateNodeAddress('10.1.0.0/24', ['10.2.0.1', 'fd00::1', 'junk'])).toBe('10.1.0.1');
  });

  it('tells usable addresses of a range', () => {
    expect(isNodeAddressInRange('10.1.0.0/24', '10.1.0.1')).toBe(true);
    expect(isNodeAddressInRange('10.1.0.0/24', '10.1.0.254')).toBe(true);
    for (const address of ['10.1.0.0', '10.1.0.255', '10.1.1.1', 'fd00::1', '10.1.0.1/24']) {
      expect(isNodeAddressInRange('10.1.0.0/24', address)).toBe(false);
    }
    expect(isNodeAddressInRange('fd00::/64', 'fd00::ffff:ffff:ffff:ffff')).toBe(true);
    expect(isNodeAddressInRange('fd00::/64', 'fd00::')).toBe(false);
  });

  it('writes addresses canonically and with the range prefix', () => {
    expect(canonicalAddress(6, 'FD00:0:0::0001')).toBe('fd00::1');
    expect(canonicalAddress(4, ' 10.1.0.1 ')).toBe('10.1.0.1');
    expect(canonicalAddress(4, 'fd00::1')).toBeNull();
    expect(nodeAddressCidr('10.1.0.3', '10.1.0.0/24')).toBe('10.1.0.3/24');
    expect(nodeAddressCidr(null, '10.1.0.0/24')).toBe('');
    expect(nodeAddressCidr('10.1.0.3', '')).toBe('');
  });
});

describe('listen ports behind a shared public address', () => {
  it('keeps the wanted port when it is free, else takes the next free one upward, wrapping to 1025', () => {
    expect(freeListenPort(51821, [])).toBe(51821);
    expect(freeListenPort(51821, [51821, 51822])).toBe(51823);
    expect(freeListenPort(65535, [65535, 1025])).toBe(1026);
  });
});

describe('host secrets', () => {
  it('match only the secret they were hashed from', () => {
    const secret = generateHostSecret();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const hash = hashHostSecret(secret);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hostSecretMatches(hash, secret)).toBe(true);
    expect(hostSecretMatches(hash, Buffer.from(secret))).toBe(true);
    expect(hostSecretMatches(hash, `${secret}x`)).toBe(false);
    expect(hostSecretMatches(hash, '')).toBe(false);
  });
});

describe('MQTT topics of a host', () => {
  const scope = { hostId: 'h1', nodes: [{ id: 'n1', network: 'office' }] };

  it.each(['host/serverupdate/netloom/h1', 'signal/netloom/n1', 'update/netloom/n1', 'metrics/netloom/n1'])(
    'lets it publish to %s',
    (topic) => expect(hostMayPublish(scope, topic)).toBe(true),
  );

  it.each([
    'host/serverupdate/netloom/h2',
    'host/serverupdate/+/h1',
    'signal/netloom/n2',
    'peers/host/h1/netloom',
    'host/update/h1/netloom',
    'node/update/office/n1',
  ])('refuses it publishing to %s', (topic) => expect(hostMayPublish(scope, topic)).toBe(false));

  it.each([
    'peers/host/h1/netloom',
    'peers/host/h1/#',
    'peers/host/h1/+',
    'host/update/h1/netloom',
    'node/update/office/n1',
    'node/update/+/n1',
    'host/dns/sync/office',
    'host/dns/sync/office/netloom',
    'host/dns/sync/office/#',
  ])('lets it subscribe to %s', (filter) => expect(hostMaySubscribe(scope, filter)).toBe(true));

  it.each([
    '#',
    'peers/#',
    'peers/host/+/netloom',
    'peers/host/h2/netloom',
    'peers/host/h1/#/x',
    'peers/host/h1/a#',
    'node/update/office/+',
    'node/update/office/n2',
    'node/update/lab/n1',
    'host/dns/sync/lab',
    'host/dns/sync/+',
    'host/serverupdate/netloom/h1',
  ])('refuses it subscribing to %s', (filter) => expect(hostMaySubscribe(scope, filter)).toBe(false));
});
