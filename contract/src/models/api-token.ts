import { z } from 'zod';

/**
 * Personal API tokens (a Netloom extension): a user makes them in the profile, each with a name and
 * an expiry, and a script sends one as `Authorization: Bearer nlt_...` to act with that user's
 * current rights. The secret is shown once, when the token is made; the server keeps only its hash.
 */

/** Every API token starts with this, so servers tell them from session tokens and secret scanners find leaked ones. */
export const API_TOKEN_PREFIX = 'nlt_';

/** The expiries the console offers, in days; a custom date is the other choice. */
export const API_TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;

/** The furthest a token may expire: a year and a day, so a custom date a year ahead fits. */
export const API_TOKEN_MAX_DAYS = 366;

export const API_TOKEN_NAME_MAX = 64;

export const apiTokenRequestSchema = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, 'must not be empty')
    .max(API_TOKEN_NAME_MAX, `must have at most ${API_TOKEN_NAME_MAX} characters`),
  expires_at: z.iso.datetime({ offset: true, message: 'must be a date and time such as 2027-01-31T00:00:00Z' }),
});
export type ApiTokenRequest = z.infer<typeof apiTokenRequestSchema>;

/** A token as listed: never its secret. `last_used_at` is null until it is used (recorded to the minute). */
export const apiTokenSchema = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The answer to making a token: the token and its secret, which no later answer shows. */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;
