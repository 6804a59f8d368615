/**
 * The first element of every query key, one per resource: a reload addresses a whole resource by
 * its root (e.g. the header's refresh button), and each resource module builds its keys on it.
 */
export const QUERY_ROOTS = {
  auth: 'auth',
  server: 'server',
  networks: 'networks',
  hosts: 'hosts',
  nodes: 'nodes',
  enrollmentKeys: 'enrollment-keys',
  users: 'users',
  dns: 'dns',
  acls: 'acls',
  tags: 'tags',
  externalClients: 'extclients',
  nodeMetrics: 'metrics',
  clientMetrics: 'metrics-ext',
  audit: 'audit',
} as const;

export type QueryRoot = (typeof QUERY_ROOTS)[keyof typeof QUERY_ROOTS];
