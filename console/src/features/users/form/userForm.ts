import {
  passwordProblems,
  usernameProblems,
  type GroupSet,
  type Problem,
  type User,
  type UserInput,
} from '@netloom/contract';
import { networkRoleRows, toNetworkRoleSet, type NetworkRoleRow } from '../roles/networkRoleRows';

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

const firstOf = (problems: Problem[]): Problem | null => problems[0] ?? null;

/** The shared username rule's first problem, or null. */
export const usernameProblem = (username: string) => firstOf(usernameProblems(username.trim()));

/** The shared password rule's problem (minimum length), or null. */
export const passwordProblem = (password: string) => firstOf(passwordProblems(password));
