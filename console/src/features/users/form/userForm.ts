import {
  passwordErrors,
  usernameErrors,
  type GroupSet,
  type NetworkRoleSet,
  type User,
  type UserInput,
} from '@netloom/contract';

/** One network role a user holds: the network (or all networks) and the role in it. */
export interface NetworkRoleRow {
  /** Identifies the row while it is edited. */
  key: string;
  network: string;
  roleId: string;
}

/** What a user may reach: the form part that creating, editing and approving share. */
export interface UserAccessValues {
  platformRoleId: string;
  groupIds: string[];
  networkRoles: NetworkRoleRow[];
}

export interface CreateUserValues extends UserAccessValues {
  username: string;
  password: string;
  confirmPassword: string;
  displayName: string;
}

export interface EditUserValues extends UserAccessValues {
  displayName: string;
  accountDisabled: boolean;
}

let lastRowKey = 0;

export function newNetworkRoleRow(network = '', roleId = ''): NetworkRoleRow {
  lastRowKey += 1;
  return { key: `network-role-${lastRowKey}`, network, roleId };
}

/** The rows of a role set, by network then role. */
export function networkRoleRows(roles: NetworkRoleSet | null | undefined): NetworkRoleRow[] {
  return Object.entries(roles ?? {})
    .flatMap(([network, held]) => Object.keys(held).map((roleId) => newNetworkRoleRow(network, roleId)))
    .sort((a, b) => a.network.localeCompare(b.network) || a.roleId.localeCompare(b.roleId));
}

/** The role set of the rows; a pair given twice counts once. */
export function toNetworkRoleSet(rows: readonly NetworkRoleRow[]): NetworkRoleSet {
  const set: NetworkRoleSet = {};
  for (const { network, roleId } of rows) set[network] = { ...set[network], [roleId]: {} };
  return set;
}

export function toGroupSet(groupIds: readonly string[]): GroupSet {
  return Object.fromEntries(groupIds.map((id) => [id, {}]));
}

export function accessInput(values: UserAccessValues): UserInput {
  return {
    platform_role_id: values.platformRoleId,
    user_group_ids: toGroupSet(values.groupIds),
    network_roles: toNetworkRoleSet(values.networkRoles),
  };
}

export const DEFAULT_PLATFORM_ROLE = 'platform-user';

export const EMPTY_CREATE_USER: CreateUserValues = {
  username: '',
  password: '',
  confirmPassword: '',
  displayName: '',
  platformRoleId: DEFAULT_PLATFORM_ROLE,
  groupIds: [],
  networkRoles: [],
};

export function createUserInput(values: CreateUserValues): UserInput & { username: string } {
  return {
    ...accessInput(values),
    username: values.username.trim(),
    password: values.password,
    display_name: values.displayName.trim(),
  };
}

export function editUserValues(user: User): EditUserValues {
  return {
    displayName: user.display_name,
    accountDisabled: user.account_disabled,
    platformRoleId: user.platform_role_id,
    groupIds: Object.keys(user.user_group_ids ?? {}),
    networkRoles: networkRoleRows(user.network_roles),
  };
}

export function editUserInput(values: EditUserValues): UserInput {
  return { ...accessInput(values), display_name: values.displayName.trim(), account_disabled: values.accountDisabled };
}

const firstOf = (problems: string[]) => problems[0] ?? null;

/** The shared username rule's first complaint, or null. */
export const usernameProblem = (username: string) => firstOf(usernameErrors(username.trim()));

/** The shared password rule's complaint (minimum length), or null. */
export const passwordProblem = (password: string) => firstOf(passwordErrors(password));
