import { hostPeerUpdateSchema, type HostPeerUpdate } from '@netloom/contract';

/**
 * A peer update as the contract defines it, or why it is not: the path and message of its first
 * problem (`fw_update.acl_rules.r1.allowed_ports.0: invalid port "abc" ...`), for one log line.
 */
export function checkUpdate(received: unknown): { update: HostPeerUpdate } | { problem: string } {
  const result = hostPeerUpdateSchema.safeParse(received);
  if (result.success) return { update: result.data };
  const [issue] = result.error.issues;
  const path = issue.path.map(String).join('.');
  return { problem: path === '' ? issue.message : `${path}: ${issue.message}` };
}
