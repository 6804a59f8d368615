import { z } from 'zod';
import { ACL_ALLOWED, ACL_DENIED } from '../rules/acl-matrix';
import { ACL_BOTH_WAYS, ACL_MEMBER_TYPES, ACL_ONE_WAY, ACL_POLICY_TYPES, ACL_PROTOCOLS } from '../rules/acl-policy';

/**
 * Access control.
 *
 * Version 1 is the ACLContainer matrix of GET|PUT /api/networks/{network}/acls (nodes) and
 * PUT .../acls/v2 (nodes and external clients): `{ "<id>": { "<peer id>": 1 denied | 2 allowed } }`.
 * GET fills a cell for every ordered pair of the network's devices except a device with itself and
 * two external clients; cells nobody set follow the network's `defaultacl`. A pair may talk only
 * when both directions are 2. The server keeps only cells that differ from `defaultacl`, so a cell
 * equal to it follows later changes of `defaultacl`. A PUT sets the cells it sends; pairs it leaves
 * out go back to the default, except that /acls keeps the cells with external clients it doesn't
 * send (so /acls replaces the node pairs, /acls/v2 every pair). Both answer the matrix as GET does.
 * Ids must be nodes or external clients of the network; cells of a device with itself are ignored,
 * cells between two clients refused. Cells of deleted nodes and clients are not listed and are
 * dropped by the next change.
 */

export const aclCellSchema = z.literal([ACL_DENIED, ACL_ALLOWED]);
export const aclContainerSchema = z.record(z.string(), z.record(z.string(), aclCellSchema));
export type AclContainer = z.infer<typeof aclContainerSchema>;

/**
 * PUT /api/networks/{network}/acls/pair (a Netloom extension): allows or denies one pair, both
 * directions at once, without sending the whole matrix. Answers ENV of the same object.
 */
export const aclPairSchema = z.object({
  source: z.string().min(1),
  target: z.string().min(1),
  allowed: z.boolean(),
});
export type AclPair = z.infer<typeof aclPairSchema>;

export const aclPolicyTypeSchema = z.enum(ACL_POLICY_TYPES);
export const aclProtocolSchema = z.enum(ACL_PROTOCOLS);
export const aclDirectionSchema = z.literal([ACL_ONE_WAY, ACL_BOTH_WAYS]);

/** A source or destination: `id` is its kind, `value` an id or `*`; the server fills `name` for display. */
export const aclMemberSchema = z.object({
  id: z.enum(ACL_MEMBER_TYPES),
  name: z.string().optional(),
  value: z.string(),
});
export type AclMember = z.infer<typeof aclMemberSchema>;

/** A version 2 policy (Acl) as GET/POST/PUT /api/v1/acls answer it. */
export const aclPolicySchema = z.object({
  id: z.string(),
  default: z.boolean(),
  meta_data: z.string(),
  name: z.string(),
  network_id: z.string(),
  policy_type: aclPolicyTypeSchema,
  src_type: z.array(aclMemberSchema.required()),
  dst_type: z.array(aclMemberSchema.required()),
  protocol: aclProtocolSchema,
  /** The service (a `ProtocolTypes` name: Any, HTTP, SSH, Custom...). */
  type: z.string(),
  ports: z.array(z.string()),
  allowed_traffic_direction: aclDirectionSchema,
  enabled: z.boolean(),
  created_by: z.string(),
  created_at: z.string(),
});
export type AclPolicy = z.infer<typeof aclPolicySchema>;

/**
 * POST /api/v1/acls?network=: what is left out takes a default: `network_id` the network asked
 * for, direction both ways, enabled, no description. Without `type` the service follows `protocol`
 * (nothing or `all`: Any; `icmp`: ICMP; tcp/udp: Custom). A fixed service (Any, HTTP, SSH...) sets
 * protocol and ports itself; Custom takes `protocol` tcp or udp and `ports` ("80", "8000-8100"; none
 * means all ports).
 */
export const aclPolicyRequestSchema = z.object({
  name: z.string(),
  network_id: z.string().optional(),
  meta_data: z.string().optional(),
  policy_type: aclPolicyTypeSchema,
  src_type: z.array(aclMemberSchema).nullable(),
  dst_type: z.array(aclMemberSchema).nullable(),
  protocol: aclProtocolSchema.optional(),
  type: z.string().optional(),
  ports: z.array(z.string()).nullable().optional(),
  allowed_traffic_direction: aclDirectionSchema.optional(),
  enabled: z.boolean().optional(),
});
export type AclPolicyRequest = z.infer<typeof aclPolicyRequestSchema>;

/**
 * PUT /api/v1/acls?network=: the whole policy with its `id`, and `new_name` to rename it. A default
 * policy only takes `enabled`; toggling a policy is this PUT with `enabled` changed.
 */
export const updateAclPolicyRequestSchema = aclPolicyRequestSchema.extend({
  id: z.string().min(1),
  new_name: z.string().optional(),
});
export type UpdateAclPolicyRequest = z.infer<typeof updateAclPolicyRequestSchema>;

export const aclServiceTypeSchema = z.object({
  name: z.string(),
  allowed_protocols: z.array(aclProtocolSchema),
  port_range: z.string(),
  allow_port_setting: z.boolean(),
});

/** GET /api/v1/acls/policy_types. */
export const aclPolicyTypesSchema = z.object({
  ProtocolTypes: z.array(aclServiceTypeSchema),
  policy_types: z.array(aclPolicyTypeSchema),
  src_grp_types: z.array(z.enum(ACL_MEMBER_TYPES)),
  dst_grp_types: z.array(z.enum(ACL_MEMBER_TYPES)),
});
export type AclPolicyTypes = z.infer<typeof aclPolicyTypesSchema>;

/**
 * GET /api/v2/acls/check?network=&src=&dst=&port=&protocol= (a Netloom extension): may device `src`
 * (node or external client id) reach `dst`? `port` and `protocol` are optional; without them the
 * question is whether any traffic may pass. `allowed`, `policy` and `reason` answer it under the
 * version 2 policies; `matrix_allowed` under the version 1 matrix (both directions allowed).
 */
export const aclCheckQuerySchema = z.object({
  network: z.string(),
  src: z.string().min(1),
  dst: z.string().min(1),
  port: z.coerce
    .number()
    .int()
    .min(1, { error: 'must be between 1 and 65535' })
    .max(65535, { error: 'must be between 1 and 65535' })
    .optional(),
  protocol: aclProtocolSchema.optional(),
});

export const aclCheckResultSchema = z.object({
  allowed: z.boolean(),
  policy: z.object({ id: z.string(), name: z.string() }).nullable(),
  reason: z.string(),
  matrix_allowed: z.boolean(),
});
export type AclCheckResult = z.infer<typeof aclCheckResultSchema>;
