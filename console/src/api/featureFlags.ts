import { featureFlagsSchema } from '@netloom/contract';
import { useQuery } from '@tanstack/react-query';
import { requestEnvelope } from './client';
import { QUERY_ROOTS } from './queryRoots';

export const featureFlagKeys = {
  all: [QUERY_ROOTS.server, 'feature-flags'] as const,
};

/** What the server offers before sign-in (public), such as single sign-on through an OIDC provider. */
export function useFeatureFlagsQuery() {
  return useQuery({
    queryKey: featureFlagKeys.all,
    queryFn: () => requestEnvelope(featureFlagsSchema, '/server/feature_flags'),
    staleTime: 60_000,
  });
}
