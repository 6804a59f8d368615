import { z } from 'zod';
import { ENROLLMENT_KEY_TYPE } from '../rules/enrollment-key';

const { undefined: UNDEFINED, timeExpiration, uses, unlimited } = ENROLLMENT_KEY_TYPE;
export const enrollmentKeyTypeSchema = z.union([
  z.literal(UNDEFINED),
  z.literal(timeExpiration),
  z.literal(uses),
  z.literal(unlimited),
]);

/**
 * An enrollment key as the server returns it. `expiration` is RFC 3339,
 * the zero time when the key does not expire; `relay` is the nil uuid when the key has none.
 * Netmaker may send `null` for the lists; Netloom always sends arrays.
 */
export const enrollmentKeySchema = z.object({
  expiration: z.string(),
  uses_remaining: z.number().int(),
  value: z.string(),
  networks: z.array(z.string()).nullable(),
  unlimited: z.boolean(),
  tags: z.array(z.string()).nullable(),
  token: z.string(),
  type: enrollmentKeyTypeSchema,
  relay: z.string(),
  groups: z.array(z.string()).nullable(),
  default: z.boolean(),
  auto_egress: z.boolean(),
  auto_assign_gw: z.boolean(),
});
export type EnrollmentKey = z.infer<typeof enrollmentKeySchema>;

/**
 * POST /api/v1/enrollment-keys. `tags` holds the key's name(s); `type` is ignored (the server derives it);
 * `expiration` is unix seconds (0 = none), or an RFC 3339 time.
 */
export const createEnrollmentKeyRequestSchema = z.object({
  tags: z.array(z.string()),
  networks: z.array(z.string()).nullable().optional(),
  unlimited: z.boolean().optional(),
  uses_remaining: z.number().int().optional(),
  expiration: z
    .union([z.number().int(), z.string()], { error: 'expected unix seconds or an RFC 3339 time' })
    .optional(),
  type: z.number().int().optional(),
  relay: z.string().optional(),
  groups: z.array(z.string()).nullable().optional(),
  auto_egress: z.boolean().optional(),
  auto_assign_gw: z.boolean().optional(),
});
export type CreateEnrollmentKeyRequest = z.infer<typeof createEnrollmentKeyRequestSchema>;

/** PUT /api/v1/enrollment-keys/{value}: only these fields change; anything else in the body is ignored. */
export const updateEnrollmentKeyRequestSchema = z.object({
  relay: z.string().optional(),
  groups: z.array(z.string()).nullable().optional(),
  auto_assign_gw: z.boolean().optional(),
});
export type UpdateEnrollmentKeyRequest = z.infer<typeof updateEnrollmentKeyRequestSchema>;
