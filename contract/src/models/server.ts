import { z } from 'zod';

/**
 * GET /api/server/status (public). `healthyNetwork` is derived by the console, not sent.
 * Older Netmaker servers send neither `deployment_mode` nor `version`, and some not `is_broker_conn_open`.
 */
export const serverStatusSchema = z.object({
  db_connected: z.boolean(),
  broker_connected: z.boolean(),
  is_broker_conn_open: z.boolean().optional(),
  license_error: z.string(),
  is_pro: z.boolean(),
  trial_end_date: z.string(),
  is_on_trial_license: z.boolean(),
  deployment_mode: z.string().optional(),
  version: z.string().optional(),
});
export type ServerStatus = z.infer<typeof serverStatusSchema>;

/** GET /api/server/getconfig: Go field names; the console treats unknown keys as free-form. */
export const serverConfigSchema = z
  .object({
    Version: z.string(),
    IsEE: z.enum(['yes', 'no']),
    APIHost: z.string(),
    APIPort: z.string(),
    NetmakerTenantID: z.string(),
    CoreDNSAddr: z.string(),
    DeployedByOperator: z.boolean(),
    ClientID: z.string(),
  })
  .loose();
export type ServerConfig = z.infer<typeof serverConfigSchema>;

/** GET /api/server/feature_flags (public): what this server offers before sign-in. */
export const featureFlagsSchema = z
  .object({
    enable_oauth: z.boolean(),
    enable_idp_integration: z.boolean(),
    enable_device_approval: z.boolean(),
  })
  .loose();
export type FeatureFlags = z.infer<typeof featureFlagsSchema>;
