import {
  aclCheckResultSchema,
  aclPolicySchema,
  aclPolicyTypesSchema,
  type AclPolicyRequest,
  type AclProtocol,
  type UpdateAclPolicyRequest,
} from '@netloom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { requestEnvelope, requestVoid } from './client';
import { QUERY_ROOTS } from './queryRoots';

/** What the Check access panel asks: may `src` reach `dst`, optionally on a protocol and port. */
export interface AccessQuestion {
  src: string;
  dst: string;
  protocol?: AclProtocol;
  port?: number;
}

export const aclKeys = {
  all: [QUERY_ROOTS.acls] as const,
  policies: (netid: string) => [QUERY_ROOTS.acls, 'policies', netid] as const,
  policyTypes: [QUERY_ROOTS.acls, 'policy-types'] as const,
  check: (netid: string, question: AccessQuestion | null) => [QUERY_ROOTS.acls, 'check', netid, question] as const,
};

const POLICIES_PATH = '/v1/acls';

/** The version 2 policies of a network, sorted by name by the server. */
export function usePoliciesQuery(netid: string) {
  return useQuery({
    queryKey: aclKeys.policies(netid),
    queryFn: () =>
      requestEnvelope(z.array(aclPolicySchema).nullable(), POLICIES_PATH, { query: { network: netid } }).then(
        (list) => list ?? [],
      ),
  });
}

/** The services, policy types and member kinds the server offers; they don't change while it runs. */
export function usePolicyTypesQuery() {
  return useQuery({
    queryKey: aclKeys.policyTypes,
    queryFn: () => requestEnvelope(aclPolicyTypesSchema, `${POLICIES_PATH}/policy_types`),
    staleTime: Infinity,
  });
}

/**
 * Whether the question's source may reach its destination under the policies, and which policy
 * decides it, with the version 1 matrix's answer alongside. Nothing is asked while `question` is
 * null; a policy change refreshes the answer.
 */
export function useAccessCheckQuery(netid: string, question: AccessQuestion | null) {
  return useQuery({
    queryKey: aclKeys.check(netid, question),
    queryFn: () => {
      const asked = Object.entries({ network: netid, ...question }).filter(
        (entry): entry is [string, string | number] => entry[1] !== undefined,
      );
      return requestEnvelope(aclCheckResultSchema, '/v2/acls/check', { query: Object.fromEntries(asked) });
    },
    enabled: question !== null,
    retry: false,
  });
}

function usePolicyMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: aclKeys.all }) });
}

export function useCreatePolicyMutation(netid: string) {
  return usePolicyMutation((request: AclPolicyRequest) =>
    requestEnvelope(aclPolicySchema, POLICIES_PATH, { method: 'POST', query: { network: netid }, body: request }),
  );
}

/** Replaces a policy with the request; toggling one is this call with `enabled` changed. */
export function useUpdatePolicyMutation(netid: string) {
  return usePolicyMutation((request: UpdateAclPolicyRequest) =>
    requestEnvelope(aclPolicySchema, POLICIES_PATH, { method: 'PUT', query: { network: netid }, body: request }),
  );
}

export function useDeletePolicyMutation(netid: string) {
  return usePolicyMutation((id: string) =>
    requestVoid(POLICIES_PATH, { method: 'DELETE', query: { network: netid, acl_id: id } }),
  );
}
