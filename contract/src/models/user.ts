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
const groupSetSchema = z.record(z.string(), z.object({}).nullable());

/** ReturnUser (reference section 12.1). */
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
  network_roles: z.null(),
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
  network_roles: z.record(z.string(), z.record(z.string(), z.object({}).nullable())),
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
