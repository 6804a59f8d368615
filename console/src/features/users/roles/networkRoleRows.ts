import type { NetworkRoleSet } from '@netloom/contract';

/** One network role a user holds: the network (or all networks) and the role in it. */
export interface NetworkRoleRow {
  /** Identifies the row while it is edited. */
  key: string;
  network: string;
  roleId: string;
}

let lastRowKey = 0;

export function newNetworkRoleRow(network = '', roleId = ''): NetworkRoleRow {
  lastRowKey += 1;
  return { key: `network-role-${lastRowKey}`, network, roleId };
}

/** The rows of a role set, by network then role. */
export function networkRoleRows(roles: NetworkRoleSet | null | undefined): NetworkRoleRow[] {
  return Object.entries(roles ?? {})
    .flatMap(([network, held]) => Object.keys(held).map((roleId) => newNetworkRoleRow(network, roleId)))
    .sort((a, b) => a.network.localeCompare(b.network) || a.roleId.localeCompare(b.roleId));
}

/** The role set of the rows; a pair given twice counts once. */
export function toNetworkRoleSet(rows: readonly NetworkRoleRow[]): NetworkRoleSet {
  const set: NetworkRoleSet = {};
  for (const { network, roleId } of rows) set[network] = { ...set[network], [roleId]: {} };
  return set;
}
