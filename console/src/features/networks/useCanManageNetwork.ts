import { isNetworkAdmin } from '@netloom/contract';
import { useSession } from '../../session/session';

/** Whether the user administers this network; the server checks every call anyway. */
export function useCanManageNetwork(netid: string): boolean {
  const { user, platformRole } = useSession();
  return isNetworkAdmin(
    platformRole?.id ?? user?.platform_role_id,
    user?.user_group_ids ?? {},
    netid,
    user?.network_roles ?? null,
  );
}
