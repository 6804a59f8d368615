import { formatLongDate, type User, type UserGroup, type UserRole } from '@netloom/contract';

/** A user as the Users table shows it: the role and groups by name. */
export interface UserView {
  user: User;
  roleName: string;
  groups: { id: string; name: string }[];
}

/** Names the user's platform role and groups from the lists; an id stands in for what they don't hold. */
export function userViews(
  users: readonly User[],
  roles: readonly UserRole[],
  groups: readonly UserGroup[],
): UserView[] {
  const roleNames = new Map(roles.map((role) => [role.id, role.name]));
  const groupNames = new Map(groups.map((group) => [group.id, group.name]));
  return users.map((user) => ({
    user,
    roleName: roleNames.get(user.platform_role_id) || user.platform_role_id,
    groups: Object.keys(user.user_group_ids ?? {})
      .map((id) => ({ id, name: groupNames.get(id) || id }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  }));
}

/** A user matches when the username, display name, platform role or a group contains the search. */
export function searchUsers(views: readonly UserView[], search: string): UserView[] {
  const term = search.trim().toLowerCase();
  if (!term) return [...views];
  return views.filter(({ user, roleName, groups }) =>
    [user.username, user.display_name, roleName, user.platform_role_id, ...groups.flatMap((g) => [g.name, g.id])].some(
      (text) => text.toLowerCase().includes(term),
    ),
  );
}

/**
 * A time of the user record ('Do MMMM YYYY @ HH:mm'), or '' when it never happened:
 * the server sends Go's zero time (year 1) for a user who has not signed in yet.
 */
export function userTimeText(timestamp: string): string {
  const ms = Date.parse(timestamp);
  return Number.isNaN(ms) || ms <= 0 ? '' : formatLongDate(ms);
}
