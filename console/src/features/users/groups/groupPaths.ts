/** Where the groups and their pages live. */
export const GROUPS_TAB_PATH = '/users?tab=groups';
export const CREATE_GROUP_PATH = '/users/create-group';

export const groupPath = (groupId: string) => `/users/group/${encodeURIComponent(groupId)}`;
