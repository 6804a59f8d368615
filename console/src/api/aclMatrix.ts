import { aclContainerSchema, type AclContainer } from '@netloom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { requestRaw } from './client';
import { QUERY_ROOTS } from './queryRoots';

export const aclMatrixKeys = {
  network: (netid: string) => [QUERY_ROOTS.acls, 'matrix', netid] as const,
};

const matrixPath = (netid: string) => `/networks/${encodeURIComponent(netid)}/acls`;

/** The version 1 matrix of a network, every pair of its nodes and external clients. */
export function useAclMatrixQuery(netid: string) {
  return useQuery({
    queryKey: aclMatrixKeys.network(netid),
    queryFn: () => requestRaw(aclContainerSchema, matrixPath(netid)),
  });
}

/**
 * PUT the whole matrix, external clients included (`/acls/v2`); the answer is the saved matrix,
 * shown at once, and everything about access control reloads.
 */
export function useSaveAclMatrixMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ netid, matrix }: { netid: string; matrix: AclContainer }) =>
      requestRaw(aclContainerSchema, `${matrixPath(netid)}/v2`, { method: 'PUT', body: matrix }),
    onSuccess: (saved, { netid }) => {
      queryClient.setQueryData(aclMatrixKeys.network(netid), saved);
      return queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.acls] });
    },
  });
}
