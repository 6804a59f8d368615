/** Hosts the hosted edition runs for a tenant: `tenant-…-mgm-endpoint-…` or `managed-endpoint-plus` and digits. */
const MANAGED_HOST_PATTERNS = [/^tenant-.+-mgm-endpoint-.+$/, /^managed-endpoint-plus-?\d+$/];

export function isManagedHostName(name: string): boolean {
  return MANAGED_HOST_PATTERNS.some((pattern) => pattern.test(name));
}
