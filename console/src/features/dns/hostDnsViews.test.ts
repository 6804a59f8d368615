import type { HostDnsStatus } from '@netloom/contract';
import { describe, expect, it } from 'vitest';
import { hostDnsCounts, resolverMode } from './hostDnsViews';

const host = (state: HostDnsStatus['state'], mode = ''): HostDnsStatus => ({
  hostid: `${state}-${mode}`,
  name: state,
  state,
  mode,
  listening: [],
  names: 0,
  error: '',
  reported_at: '',
});

describe('the hosts’ DNS', () => {
  it('names the resolver mode a host reported, and none for a host that never said or said something unknown', () => {
    expect(resolverMode('resolved')).toBe('resolved');
    expect(resolverMode('file')).toBe('file');
    expect(resolverMode('none')).toBe('none');
    expect(resolverMode('off')).toBe('off');
    expect(resolverMode('')).toBeNull();
    expect(resolverMode('dnsmasq')).toBeNull();
  });

  it('counts the hosts in each state', () => {
    const counts = hostDnsCounts([host('serving', 'file'), host('serving', 'resolved'), host('partial', 'none')]);
    expect(counts).toEqual({ serving: 2, partial: 1, off: 0, unsupported: 0, total: 3 });
    expect(hostDnsCounts([]).total).toBe(0);
  });
});
