/** How a network is named to people: its display name, or its netid when it has none. */
export function networkLabel(network: { netid: string; name?: string }): string {
  return network.name?.trim() || network.netid;
}
