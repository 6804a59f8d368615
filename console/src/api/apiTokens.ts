import { apiTokenSchema, createdApiTokenSchema, type ApiTokenRequest } from '@netloom/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { requestEnvelope, requestVoid } from './client';
import { QUERY_ROOTS } from './queryRoots';

const OWN_TOKENS_PATH = '/v2/users/self/tokens';
const EVERY_TOKEN_PATH = '/v2/tokens';

export const apiTokenKeys = {
  all: [QUERY_ROOTS.users, 'api-tokens'] as const,
  own: [QUERY_ROOTS.users, 'api-tokens', 'own'] as const,
  every: [QUERY_ROOTS.users, 'api-tokens', 'every'] as const,
};

const tokenListSchema = z.array(apiTokenSchema);

/** The signed-in user's personal API tokens (Netloom's), never their secrets. */
export function useOwnApiTokensQuery() {
  return useQuery({ queryKey: apiTokenKeys.own, queryFn: () => requestEnvelope(tokenListSchema, OWN_TOKENS_PATH) });
}

/** Every user's API tokens, with their owners (admins and auditors). */
export function useEveryApiTokenQuery() {
  return useQuery({ queryKey: apiTokenKeys.every, queryFn: () => requestEnvelope(tokenListSchema, EVERY_TOKEN_PATH) });
}

function useApiTokenMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: apiTokenKeys.all }) });
}

/** Makes a token; the answer holds its secret, which no later answer shows. */
export function useCreateApiTokenMutation() {
  return useApiTokenMutation((request: ApiTokenRequest) =>
    requestEnvelope(createdApiTokenSchema, OWN_TOKENS_PATH, { method: 'POST', body: request }),
  );
}

/** Revokes one of the signed-in user's tokens. */
export function useRevokeOwnApiTokenMutation() {
  return useApiTokenMutation((id: string) =>
    requestVoid(`${OWN_TOKENS_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
}

/** Revokes any user's token (admins). */
export function useRevokeApiTokenMutation() {
  return useApiTokenMutation((id: string) =>
    requestVoid(`${EVERY_TOKEN_PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
}
