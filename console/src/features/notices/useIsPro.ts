import { useServerHealth } from '../../server-status/serverHealth';

/** Pro or Community, from the server status flag is_pro. */
export function useIsPro(): boolean {
  return useServerHealth().is_pro;
}
