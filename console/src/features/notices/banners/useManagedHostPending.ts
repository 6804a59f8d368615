import { isManagedHostName } from '@netloom/contract';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { requestRaw } from '../../../api/client';
import { QUERY_ROOTS } from '../../../api/queryRoots';
import { SERVER_POLL_INTERVAL_MS } from '../../../api/server';
import { useSession } from '../../../session/session';

const hostNamesSchema = z.array(z.object({ name: z.string() }).loose());

/**
 * A new hosted tenant whose managed host is not among its hosts yet; the hosts are checked every
 * 10 s until it shows up. Hosts that cannot be loaded count as none, as the hosts list does.
 */
export function useManagedHostPending(): boolean {
  const newTenant = useSession().tenant?.isNew === true;
  const { data: hosts = [] } = useQuery({
    queryKey: [QUERY_ROOTS.hosts, 'names'],
    queryFn: () => requestRaw(hostNamesSchema, '/hosts'),
    enabled: newTenant,
    refetchInterval: (query) =>
      query.state.data?.some((host) => isManagedHostName(host.name)) ? false : SERVER_POLL_INTERVAL_MS,
  });
  return newTenant && !hosts.some((host) => isManagedHostName(host.name));
}
