import type { UserGroupMemberships, UserRole } from '@netloom/contract';

/** A network role a caller holds, through a group or directly, in one network or in `all_networks`. */
export interface NetworkGrant {
  scope: string;
  role: UserRole;
}

/** The authenticated user of a request, as read from the database on this request. */
export interface Caller {
  username: string;
  platformRoleId: string;
  groups: UserGroupMemberships;
  grants: NetworkGrant[];
  /** What the request showed: a session (signed in) or a personal API token; absent for callers made in tests. */
  credential?: 'session' | 'api-token';
}
