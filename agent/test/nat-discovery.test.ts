import { describe, expect, it } from 'vitest';
import { classifyNat } from '../src/nat/nat-discovery';
import { parseStunServers } from '../src/nat/stun-client';

const LOCAL = new Set(['192.168.1.20', '127.0.0.1']);

describe('NAT discovery', () => {
  it('reads the STUN servers the server names, IPv6 in brackets, skipping what has no port', () => {
    expect(parseStunServers('192.0.2.1:3478, [2001:db8::1]:3479,stun.example.com:19302,broken')).toEqual([
      { host: '192.0.2.1', port: 3478 },
      { host: '2001:db8::1', port: 3479 },
      { host: 'stun.example.com', port: 19302 },
    ]);
    expect(parseStunServers('')).toEqual([]);
  });

  it('is public when the server sees an address of the host itself', () => {
    const seen = { address: '192.168.1.20', port: 51821 };
    expect(classifyNat([seen, seen], LOCAL)).toEqual({ endpoint: seen, natType: 'public' });
  });

  it('is behind a NAT that keeps its mapping when both ports see the same address and port', () => {
    const seen = { address: '203.0.113.5', port: 40001 };
    expect(classifyNat([seen, { ...seen }], LOCAL)).toEqual({ endpoint: seen, natType: 'behind_nat' });
    expect(classifyNat([seen, null], LOCAL)?.natType).toBe('behind_nat');
  });

  it('is symmetric when each port sees another mapping', () => {
    const first = { address: '203.0.113.5', port: 40001 };
    expect(classifyNat([first, { address: '203.0.113.5', port: 40002 }], LOCAL)).toEqual({
      endpoint: first,
      natType: 'symmetric',
    });
  });

  it('knows nothing when no server answered', () => {
    expect(classifyNat([null, null], LOCAL)).toBeNull();
  });
});
