import { blankUser, type User, type UserGroup, type UserRole } from '@netloom/contract';

/** A user record as the server returns it, with the given changes. */
export function testUser(username: string, changes: Partial<User> = {}): User {
  return {
    ...blankUser(username),
    platform_role_id: 'platform-user',
    last_login_time: '0001-01-01T00:00:00Z',
    created_at: '2025-11-21T09:05:00Z',
    updated_at: '2025-11-21T09:05:00Z',
    ...changes,
  };
}

export function testRole(id: string, name: string, network_id = ''): UserRole {
  return {
    id,
    name,
    default: true,
    meta_data: '',
    deny_dashboard_access: false,
    full_access: false,
    network_id,
    network_level_access: null,
    global_level_access: null,
  };
}

export function testGroup(id: string, name: string, network_roles: UserGroup['network_roles'] = {}): UserGroup {
  return { id, name, default: false, network_roles, meta_data: '' };
}
