import type { FeatureFlags } from '@netloom/contract';
import type { Config } from '../../config';

/** What the console may offer (GET /api/server/feature_flags); single sign-on once a provider is configured. */
export function featureFlags(config: Config): FeatureFlags {
  return { enable_oauth: config.oidc !== null, enable_idp_integration: false, enable_device_approval: false };
}
