import {
  ACL_ALLOWED,
  aclPairAllowed,
  buildReachability,
  defaultAclCell,
  type AclCells,
  type AclCheckResult,
  type AclDevice,
  type AclGrant,
  type AclRule,
  type AclTraffic,
} from '@netloom/contract';

/**
 * Who may reach whom in one network under both versions of access control, as pure functions of
 * its snapshot: the version 2 policies (`buildReachability`) and the version 1 matrix (both
 * directions allowed, unset cells following `defaultacl`).
 */

export interface AccessSnapshot {
  defaultacl: string;
  /** Explicit cells of the version 1 matrix. */
  matrix: AclCells;
  /** The version 2 policies, sorted by name. */
  policies: AclRule[];
  /** Its nodes and external clients. */
  devices: AclDevice[];
}

export interface NetworkReachability {
  /** Whether the id is one of the network's nodes or external clients. */
  knows(id: string): boolean;
  /** GET /api/v2/acls/check: the policies' answer and the matrix's. */
  check(source: string, target: string, traffic?: AclTraffic): AclCheckResult;
  /**
   * Peer admission for the peer computation: `a` and `b` may be WireGuard peers when a policy lets
   * either reach the other (the firewall narrows it to the direction and ports allowed) and the
   * matrix allows the pair. Unknown ids may not.
   */
  mayReach(a: string, b: string): boolean;
  /**
   * Whether `mayReach(a, node)` holds for every node it knows: a policy lets every device reach
   * every other, pairs are allowed by default in the matrix and no cell of `a` denies one.
   */
  reachesEveryNode(a: string): boolean;
  /**
   * Whether a remote-access client may keep its tunnel to its own gateway: the matrix allows the
   * pair and a policy lets the client reach, or be reached by, some device. What passes through the
   * tunnel is the gateway's firewall's to decide, so the gateway itself needs no policy of its own.
   */
  mayDialIn(gateway: string, client: string): boolean;
  /** An enabled policy lets every device reach every other with any traffic (All Nodes). */
  everybody: boolean;
  /** What every enabled policy lets through, for the hosts' firewalls. */
  grants(): AclGrant[];
}

export function networkReachability(snapshot: AccessSnapshot): NetworkReachability {
  const policies = buildReachability(snapshot.policies, snapshot.devices);
  const fallback = defaultAclCell(snapshot.defaultacl);
  const matrixAllows = (a: string, b: string) => aclPairAllowed(snapshot.matrix, a, b, fallback);
  // One lookup per id when every pair is asked about: its position and whether it has explicit cells.
  const entries = new Map(
    snapshot.devices.map((device, position) => [device.id, { position, hasCells: device.id in snapshot.matrix }]),
  );
  // The peer computation asks about one viewer and everyone else in turn: the viewer is looked up once.
  let lastSource: { id: string; entry: ReturnType<typeof entries.get> } | undefined;
  const sourceEntry = (id: string) => {
    if (lastSource?.id !== id) lastSource = { id, entry: entries.get(id) };
    return lastSource.entry;
  };
  const denying = new Set(
    Object.entries(snapshot.matrix).flatMap(([source, row]) =>
      Object.entries(row).flatMap(([target, value]) => (value === ACL_ALLOWED ? [] : [source, target])),
    ),
  );
  const everyNodeByDefault = policies.everybody && fallback === ACL_ALLOWED;
  return {
    knows: (id) => entries.has(id),
    mayDialIn: (gateway, client) => entries.has(gateway) && policies.covers(client) && matrixAllows(gateway, client),
    everybody: policies.everybody,
    grants: () => policies.grants(),
    reachesEveryNode: (a) => everyNodeByDefault && entries.has(a) && !denying.has(a),
    check: (source, target, traffic) => ({
      ...policies.check(source, target, traffic),
      matrix_allowed: matrixAllows(source, target),
    }),
    mayReach(a, b) {
      const from = sourceEntry(a);
      const to = entries.get(b);
      if (!from || !to) return false;
      if (!policies.reachesAt(from.position, to.position) && !policies.reachesAt(to.position, from.position)) {
        return false;
      }
      return from.hasCells || to.hasCells ? matrixAllows(a, b) : fallback === ACL_ALLOWED;
    },
  };
}
