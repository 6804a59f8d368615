import { QueryClient } from '@tanstack/react-query';
import { RETRY_DELAY_MS, shouldRetry } from './retry';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: shouldRetry, retryDelay: RETRY_DELAY_MS, staleTime: 5_000, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
