import { z } from 'zod';

const accessFlagsSchema = z.object({
  create: z.boolean(),
  read: z.boolean(),
  update: z.boolean(),
  delete: z.boolean(),
  vpn_access: z.boolean(),
  self_only: z.boolean(),
});
/** `{ resource type: { all_<rsrc> | resource id: flags } }`. */
export const resourceAccessSchema = z.record(z.string(), z.record(z.string(), accessFlagsSchema));
export type ResourceAccess = z.infer<typeof resourceAccessSchema>;

export const userRoleSchema = z.object({
  id: z.string(),
  name: z.string(),
  default: z.boolean(),
  meta_data: z.string(),
  deny_dashboard_access: z.boolean(),
  full_access: z.boolean(),
  network_id: z.string(),
  network_level_access: resourceAccessSchema.nullable(),
  global_level_access: resourceAccessSchema.nullable(),
});
export type UserRole = z.infer<typeof userRoleSchema>;

/** Group id -> {} on a ReturnUser; `null` values are accepted on input. */
export const groupSetSchema = z.record(z.string(), z.object({}).nullable());
export type GroupSet = z.infer<typeof groupSetSchema>;

/** Network id (or `all_networks`) -> role id -> {}: the network roles a user or group holds. */
export const networkRoleSetSchema = z.record(z.string(), z.record(z.string(), z.object({}).nullable()));
export type NetworkRoleSet = z.infer<typeof networkRoleSetSchema>;

/** ReturnUser. */
export const userSchema = z.object({
  username: z.string(),
  display_name: z.string(),
  external_identity_provider_id: z.string(),
  is_mfa_enabled: z.boolean(),
  account_disabled: z.boolean(),
  isadmin: z.boolean(),
  issuperadmin: z.boolean(),
  auth_type: z.enum(['basic_auth', 'oauth']),
  remote_gw_ids: z.null(),
  user_group_ids: groupSetSchema,
  platform_role_id: z.string(),
  /** Network roles given to the user directly (not through a group); `null` when none. */
  network_roles: networkRoleSetSchema.nullable(),
  last_login_time: z.string(),
  num_access_tokens: z.number().int(),
  created_by: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const userGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  default: z.boolean(),
  network_roles: networkRoleSetSchema,
  meta_data: z.string(),
});
export type UserGroup = z.infer<typeof userGroupSchema>;

/** GET /api/v1/users?username= : the user, its platform role, and its groups expanded. */
export const userWithRoleSchema = userSchema.extend({
  platform_role: userRoleSchema,
  user_group_ids: z.record(z.string(), userGroupSchema),
});
export type UserWithRole = z.infer<typeof userWithRoleSchema>;

export const credentialsSchema = z.object({ username: z.string(), password: z.string() });
export type Credentials = z.infer<typeof credentialsSchema>;

/** `Response` of POST /api/users/adm/authenticate. */
export const authTokenSchema = z.object({ UserName: z.string(), AuthToken: z.string() });
export type AuthToken = z.infer<typeof authTokenSchema>;

/**
 * Body of POST/PUT /api/users/{username}. Missing fields keep their value on
 * update. `current_password` is Netloom's: users changing their own password must give it.
 */
export const userInputSchema = z.object({
  username: z.string().optional(),
  password: z.string().optional(),
  current_password: z.string().optional(),
  platform_role_id: z.string().optional(),
  user_group_ids: groupSetSchema.nullable().optional(),
  network_roles: networkRoleSetSchema.nullable().optional(),
  display_name: z.string().optional(),
  account_disabled: z.boolean().optional(),
  is_mfa_enabled: z.boolean().optional(),
});
export type UserInput = z.infer<typeof userInputSchema>;

/** Body of POST /api/v1/users/group: the group and the usernames to add to it. */
export const newUserGroupSchema = z.object({
  user_group: userGroupSchema.partial({ id: true, default: true, meta_data: true, network_roles: true }),
  members: z.array(z.string()).nullable().optional(),
});
export type NewUserGroup = z.infer<typeof newUserGroupSchema>;

/** Body of PUT /api/v1/users/group; `members`, when given, replaces the group's members (Netloom's). */
export const userGroupUpdateSchema = userGroupSchema
  .partial({ default: true, meta_data: true, network_roles: true })
  .extend({ members: z.array(z.string()).nullable().optional() });
export type UserGroupUpdate = z.infer<typeof userGroupUpdateSchema>;

/** Body of POST /api/v1/users/invite. */
export const inviteRequestSchema = z.object({
  user_emails: z.array(z.string()),
  platform_role_id: z.string().optional(),
  user_group_ids: groupSetSchema.nullable().optional(),
  network_roles: networkRoleSetSchema.nullable().optional(),
});
export type InviteRequest = z.infer<typeof inviteRequestSchema>;

/** One invitation; `invite_url` is the magic link that signs the invitee up. */
export const userInviteSchema = z.object({
  email: z.string(),
  platform_role_id: z.string(),
  user_group_ids: groupSetSchema,
  network_roles: networkRoleSetSchema,
  invite_code: z.string(),
  invite_url: z.string(),
  created_by: z.string(),
  created_at: z.string(),
  /** When the code stops working (Netloom's; Netmaker's invitations never expire). */
  expires_at: z.string().optional(),
});
export type UserInvite = z.infer<typeof userInviteSchema>;

/** Body of POST /api/users_pending/user/{username}: what the approved user becomes (Netloom's; optional). */
export const pendingApprovalSchema = z.object({
  platform_role_id: z.string().optional(),
  user_group_ids: groupSetSchema.nullable().optional(),
});
export type PendingApproval = z.infer<typeof pendingApprovalSchema>;

/** A user record with nothing known but its name: no role, no groups, never signed in. */
export function blankUser(username: string): User {
  return {
    username,
    display_name: '',
    external_identity_provider_id: '',
    is_mfa_enabled: false,
    account_disabled: false,
    isadmin: false,
    issuperadmin: false,
    auth_type: 'basic_auth',
    remote_gw_ids: null,
    user_group_ids: {},
    platform_role_id: '',
    network_roles: null,
    last_login_time: '',
    num_access_tokens: 0,
    created_by: '',
    created_at: '',
    updated_at: '',
  };
}
