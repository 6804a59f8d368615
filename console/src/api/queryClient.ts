import { QueryCache, QueryClient } from '@tanstack/react-query';
import { onSessionEnd } from '../session/session';
import { RETRY_DELAY_MS, shouldRetry } from './retry';

export const queryClient = new QueryClient({
  /** A failed fetch is logged; the query leaves its loading state and the page shows what it has. */
  queryCache: new QueryCache({
    onError: (error, query) => console.error(`Loading ${query.queryKey.join('/')} failed:`, error),
  }),
  defaultOptions: {
    queries: { retry: shouldRetry, retryDelay: RETRY_DELAY_MS, staleTime: 5_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});

// A logout drops every cached answer: the next user sees only what they may.
onSessionEnd(() => queryClient.clear());
