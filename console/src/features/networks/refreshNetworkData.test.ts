import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { QUERY_ROOTS } from '../../api/queryRoots';
import { refreshedRoots, refreshNetworkData } from './refreshNetworkData';

describe('the refresh button', () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const unsubscribes: (() => void)[] = [];
  afterEach(() => {
    unsubscribes.splice(0).forEach((unsubscribe) => unsubscribe());
    client.clear();
  });

  /** A query on screen: it has an observer. Counts its fetches. */
  async function onScreen(queryKey: string[], fail = false) {
    const calls = { count: 0 };
    const observer = new QueryObserver(client, {
      queryKey,
      queryFn: async () => {
        calls.count += 1;
        if (fail && calls.count > 1) throw new Error('boom');
        return calls.count;
      },
    });
    unsubscribes.push(observer.subscribe(() => undefined));
    await observer.refetch();
    calls.count = 1;
    return calls;
  }

  it('reloads hosts, nodes, DNS, ACLs and external clients, and metrics only on Pro', () => {
    const community = [QUERY_ROOTS.hosts, QUERY_ROOTS.nodes, QUERY_ROOTS.dns, QUERY_ROOTS.acls, 'extclients'];
    expect(refreshedRoots(false)).toEqual(community);
    expect(refreshedRoots(true)).toEqual([...community, 'metrics', 'metrics-ext']);
  });

  it('refetches the queries on screen under those roots and leaves others alone', async () => {
    const nodes = await onScreen(['nodes']);
    const dns = await onScreen(['dns', 'lab']);
    const networks = await onScreen(['networks', 'list']);
    const metrics = await onScreen(['metrics', 'lab']);
    await refreshNetworkData(client, false);
    expect([nodes.count, dns.count, networks.count, metrics.count]).toEqual([2, 2, 1, 1]);
    await refreshNetworkData(client, true);
    expect(metrics.count).toBe(2);
  });

  it('fails with the error of a failed reload', async () => {
    await onScreen(['hosts'], true);
    await expect(refreshNetworkData(client, false)).rejects.toThrow('boom');
  });
});
