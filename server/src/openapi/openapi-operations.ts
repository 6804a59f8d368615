import type { Access } from '../access/guard';

/** The feature areas the reference groups operations by, in the order it shows them. */
export const OPERATION_TAGS = [
  { name: 'Users', description: 'Accounts, sign-in, roles, groups, invitations and pending users.' },
  {
    name: 'API tokens',
    description: "Personal API tokens (`nlt_...`): made in the profile, acting with their owner's rights.",
  },
  { name: 'Single sign-on', description: 'Signing in through the OpenID Connect provider.' },
  { name: 'Server', description: 'Status, settings, health and restart of the server.' },
  { name: 'Networks', description: 'Networks, their statistics and graph.' },
  { name: 'Enrollment keys', description: 'Keys hosts join networks with.' },
  { name: 'Hosts', description: 'Hosts, their registration, tokens and the agent they run.' },
  { name: 'Nodes', description: 'A host in one network: its settings, status and peers.' },
  { name: 'Gateways', description: 'Relays, egress, internet and remote access gateways, failover.' },
  { name: 'External clients', description: 'WireGuard configuration files for devices without the agent.' },
  { name: 'Access control', description: 'ACL policies, the node-to-node matrix and access checks.' },
  { name: 'Tags', description: 'Tags grouping nodes for access control.' },
  { name: 'DNS', description: 'DNS entries and nameservers of networks, and how hosts resolve them.' },
  { name: 'Metrics', description: 'Connectivity and traffic measurements.' },
  { name: 'Dashboard', description: 'Every network at a glance.' },
  { name: 'Live updates', description: 'Change events and the MQTT broker hosts connect to.' },
  { name: 'Audit log', description: 'Who changed what, when and from where.' },
  { name: 'API reference', description: 'This document.' },
] as const;

type OperationTag = (typeof OPERATION_TAGS)[number]['name'];

/** The first rule whose pattern matches a route's path gives its tag: specific paths before their areas. */
const TAG_RULES: [RegExp, OperationTag][] = [
  [/^\/api\/nodes\/:netid\/:nodeid\/(createrelay|deleterelay|creategateway|deletegateway|inet_gw)/, 'Gateways'],
  [/^\/api\/nodes\/:netid\/:nodeid\/(createingress|deleteingress)/, 'Gateways'],
  [/^\/api\/v1\/node\/.*failover/, 'Gateways'],
  [/^\/api\/networks\/:netid\/egress_routes/, 'Gateways'],
  [/^\/api\/networks\/:netid\/acls/, 'Access control'],
  [/^\/api\/v2\/networks\/:netid\/(nodes|node-rows|node-keys)/, 'Nodes'],
  [/^\/api\/v2\/networks\/:netid\/dns\//, 'DNS'],
  [/^\/api\/(v1\/)?(users|users_pending)(\/|$)/, 'Users'],
  [/^\/api\/v2\/sessions$/, 'Users'],
  [/^\/api\/v2\/(users\/(self|:username)\/mfa|login\/mfa)(\/|$)/, 'Users'],
  [/^\/api\/v2\/(users\/self\/tokens|tokens)(\/|$)/, 'API tokens'],
  [/^\/api\/(v2\/)?oauth\//, 'Single sign-on'],
  [/^\/api\/(v2\/)?server\//, 'Server'],
  [/^\/api\/(v1\/|v2\/)?networks(\/|$)/, 'Networks'],
  [/^\/api\/v1\/enrollment-keys/, 'Enrollment keys'],
  [/^\/api\/(v1\/host|hosts|v1\/fallback\/host|v1\/agent|v2\/host-rows|v2\/hosts)(\/|$)/, 'Hosts'],
  [/^\/api\/(v1\/|v2\/)?nodes(\/|$)/, 'Nodes'],
  [/^\/api\/extclients(\/|$)/, 'External clients'],
  [/^\/api\/(v1|v2)\/acls(\/|$)/, 'Access control'],
  [/^\/api\/v1\/tags$/, 'Tags'],
  [/^\/api\/(dns(\/|$)|v1\/nameserver$)/, 'DNS'],
  [/^\/api\/(v2\/)?metrics(-ext)?(\/|$)/, 'Metrics'],
  [/^\/api\/v2\/dashboard$/, 'Dashboard'],
  [/^\/api\/(v2\/events|v1\/mqtt)$/, 'Live updates'],
  [/^\/api\/v1\/audit(\/|$)/, 'Audit log'],
  [/^\/api\/openapi\.json$/, 'API reference'],
];

/** The feature area a route belongs to, from its path; none when no rule matches (the OpenAPI test then fails). */
export function operationTag(url: string): OperationTag | undefined {
  return TAG_RULES.find(([pattern]) => pattern.test(url))?.[1];
}

/** Who may call a route, in words, from its permission (access/guard.ts). */
export function operationCallers(access: Access | undefined): string {
  if (access === undefined || access === 'public') return 'Anyone: no session needed.';
  if (access === 'authenticated') return 'Any signed-in user.';
  if (access === 'ownSignIn') return 'Any signed-in user, auditors too, for their own account.';
  if (access === 'host') return 'A host, with the token from POST /api/hosts/adm/authenticate.';
  if ('network' in access) {
    const network = access.in === 'query' ? 'the network named by the `network` query parameter' : 'the network';
    return access.network === 'read'
      ? `Any user with a role in ${network}; auditors and admins.`
      : `Admins, admins of ${network}, and users whose network role grants this change to its ${access.resource} resources.`;
  }
  if ('superAdmin' in access) return 'The super-admin only.';
  if ('admin' in access) return 'Admins only.';
  if ('adminOrAuditor' in access) return 'Admins and auditors.';
  return 'The user named by the `username` parameter, admins and auditors.';
}
