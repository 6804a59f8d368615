import { serverAddressSchema } from '@netloom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSession } from '../session/session';
import { requestRaw } from './client';
import { QUERY_ROOTS } from './queryRoots';

const ADDRESS_PATH = '/v2/server/address';
const addressKey = [QUERY_ROOTS.server, 'address'] as const;

/** Where hosts reach the server, where that comes from, and the broker address they are told. */
export function useServerAddressQuery() {
  return useQuery({ queryKey: addressKey, queryFn: () => requestRaw(serverAddressSchema, ADDRESS_PATH) });
}

export function changeServerAddress(address: string) {
  return requestRaw(serverAddressSchema, ADDRESS_PATH, { method: 'PUT', body: { address } });
}

export function useChangeServerAddress() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: changeServerAddress,
    onSuccess: (changed) => {
      client.setQueryData(addressKey, changed);
      // Tokens carry the address: every key's token changed with it.
      void client.invalidateQueries({ queryKey: [QUERY_ROOTS.enrollmentKeys] });
    },
  });
}

/** The address this browser reached the server's API at: what other machines most likely reach too. */
export function addressThisBrowserUses(): string {
  return new URL(getSession().baseUrl, window.location.href).origin;
}
