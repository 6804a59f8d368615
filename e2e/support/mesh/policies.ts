import type { AclPolicy } from '@netloom/contract';
import type { Netloom } from '../netloom';
import { adminCall } from './mesh-server';

/** A network's access policies through the API, as an admin changes them in the console. */
export function policiesOf(server: Netloom, netid: string) {
  const path = `/api/v1/acls?network=${netid}`;
  const list = async () => ((await adminCall(server, 'GET', path)) as { Response: AclPolicy[] }).Response;
  const update = async (policy: AclPolicy, changes: Partial<AclPolicy>) =>
    ((await adminCall(server, 'PUT', path, { ...policy, ...changes })) as { Response: AclPolicy }).Response;
  return {
    list,
    update,
    async create(policy: Record<string, unknown>): Promise<AclPolicy> {
      return (
        (await adminCall(server, 'POST', path, { policy_type: 'device-policy', ...policy })) as { Response: AclPolicy }
      ).Response;
    },
    async remove(policy: AclPolicy): Promise<void> {
      await adminCall(server, 'DELETE', `/api/v1/acls?network=${netid}&acl_id=${policy.id}`);
    },
    /** Switches the default All Nodes policy (every device reaches every other) on or off. */
    async allNodes(enabled: boolean): Promise<void> {
      const allNodes = (await list()).find((policy) => policy.id === `${netid}.all-nodes`);
      if (!allNodes) throw new Error(`network ${netid} has no All Nodes policy`);
      await update(allNodes, { enabled });
    },
  };
}

/** Policy members naming single nodes. */
export const devices = (...ids: string[]) => ids.map((value) => ({ id: 'device', value }));
