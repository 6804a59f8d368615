import { hostPeerUpdateSchema, type HostPeerUpdate } from '@netloom/contract';
import { checked } from '../checked';

/** A peer update as the contract defines it, or why it is not (`fw_update.acl_rules.r1.allowed_ports.0: invalid port ...`). */
export function checkUpdate(received: unknown): { update: HostPeerUpdate } | { problem: string } {
  const result = checked(hostPeerUpdateSchema, received);
  return 'problem' in result ? result : { update: result.value };
}
