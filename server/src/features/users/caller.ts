import type { UserGroupMemberships } from '@netloom/contract';

/** The authenticated user of a request, as read from the database on this request. */
export interface Caller {
  username: string;
  platformRoleId: string;
  groups: UserGroupMemberships;
}
