/**
 * The version 1 ACL matrix (docs/architecture.md, Peers): for each ordered pair of
 * devices (nodes, and external clients) 1 = denied, 2 = allowed. A cell that is not set follows the
 * network's `defaultacl`. A pair may talk only when BOTH of its directions are allowed.
 */

export const ACL_DENIED = 1 as const;
export const ACL_ALLOWED = 2 as const;
export type AclCell = typeof ACL_DENIED | typeof ACL_ALLOWED;

/** `{ "<id>": { "<peer id>": 1|2 } }`, the ACLContainer. */
export type AclCells = Record<string, Record<string, AclCell>>;

/** The cell a network's `defaultacl` gives pairs nobody set: "yes" allows, anything else denies. */
export function defaultAclCell(defaultacl: string): AclCell {
  return defaultacl === 'yes' ? ACL_ALLOWED : ACL_DENIED;
}

/** One direction of a pair: its own cell, else the default (ids like "constructor" are ids too). */
export function aclCell(cells: AclCells, source: string, target: string, fallback: AclCell): AclCell {
  const row = Object.hasOwn(cells, source) ? cells[source] : undefined;
  return row && Object.hasOwn(row, target) ? row[target] : fallback;
}

/** Whether two devices may talk: both directions allowed. A device always reaches itself. */
export function aclPairAllowed(cells: AclCells, a: string, b: string, fallback: AclCell): boolean {
  if (a === b) return true;
  return aclCell(cells, a, b, fallback) === ACL_ALLOWED && aclCell(cells, b, a, fallback) === ACL_ALLOWED;
}

/** The cells with both directions of one pair set; only the two rows it touches are copied. */
export function withAclPair(cells: AclCells, a: string, b: string, allowed: boolean): AclCells {
  const value: AclCell = allowed ? ACL_ALLOWED : ACL_DENIED;
  if (a === b) return cells;
  return { ...cells, [a]: { ...cells[a], [b]: value }, [b]: { ...cells[b], [a]: value } };
}
