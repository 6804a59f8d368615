import type { ServerReplica } from '@netloom/contract';
import type { AppContext } from '../../app-context';

/**
 * The servers alive on this database as this one last saw them. Whether this one leads is as it is
 * now; when it does, no other does (one holds the lock), whatever a dead leader's last heartbeat said.
 */
export function replicasOf({ registry, leadership }: AppContext['cluster']): ServerReplica[] {
  const leading = leadership.isLeader();
  return registry.alive().map((replica) => ({
    id: replica.id,
    url: replica.url,
    started_at: replica.startedAt,
    last_seen: replica.lastSeen,
    leader: replica.id === registry.self.id ? leading : !leading && replica.leader,
  }));
}
