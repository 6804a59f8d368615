import type { NetworkRoleSet } from '@netloom/contract';
import { groupsOfUser } from '../store/group-repository';
import { rolesWithIds } from '../store/role-repository';
import type { Database } from '../store/schema';
import { networkRolesOfUser, type UserRecord } from '../store/user-repository';
import type { Caller, NetworkGrant } from './caller';

function grantsOf(roleSets: NetworkRoleSet[]): { scope: string; roleId: string }[] {
  return roleSets.flatMap((set) =>
    Object.entries(set).flatMap(([scope, roles]) => Object.keys(roles).map((roleId) => ({ scope, roleId }))),
  );
}

/** A user as a caller: its platform role, its groups, and every network role it holds through them or directly. */
export async function loadCaller(db: Database, user: UserRecord): Promise<Caller> {
  const [groups, direct] = await Promise.all([groupsOfUser(db, user.username), networkRolesOfUser(db, user.username)]);
  const held = grantsOf([...groups.map((group) => group.network_roles), direct]);
  const roles = new Map(
    (await rolesWithIds(db, [...new Set(held.map((grant) => grant.roleId))])).map((r) => [r.id, r]),
  );
  const grants: NetworkGrant[] = held.flatMap(({ scope, roleId }) => {
    const role = roles.get(roleId);
    return role ? [{ scope, role }] : [];
  });
  return {
    username: user.username,
    platformRoleId: user.platform_role_id,
    groups: Object.fromEntries(groups.map((group) => [group.id, group])),
    grants,
  };
}
