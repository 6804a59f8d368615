/** The sidebar lists at most this many networks before All Networks. */
export const SIDEBAR_NETWORK_LIMIT = 10;

/** The networks the sidebar lists: the first 10 by id. */
export function sidebarNetworks<T extends { netid: string }>(networks: readonly T[]): T[] {
  return [...networks].sort((a, b) => a.netid.localeCompare(b.netid)).slice(0, SIDEBAR_NETWORK_LIMIT);
}
