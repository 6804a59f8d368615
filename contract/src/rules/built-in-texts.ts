import { defaultAclPolicyIds } from './acl-policy';
import {
  GLOBAL_NETWORK_ADMIN_GROUP,
  GLOBAL_NETWORK_ADMIN_ROLE,
  GLOBAL_NETWORK_USER_GROUP,
  GLOBAL_NETWORK_USER_ROLE,
  networkAdminGroupId,
  networkAdminRoleId,
  networkUserGroupId,
  networkUserRoleId,
  PLATFORM_ROLES,
} from './roles';

/**
 * The English words of what the server makes by itself: the default policies of every network and the
 * descriptions of the built-in roles and groups (which nobody can rename or edit). The server stores them;
 * the console shows them in the person's language by the same keys (`builtIn` in its texts). `{{netid}}` is
 * the network a network's own role or group is for.
 */
export const BUILT_IN_TEXTS = {
  policies: {
    allNodes: {
      name: 'All Nodes',
      description: 'Every device of the network may reach every other, both ways.',
    },
    allGateways: {
      name: 'All Gateways',
      description: 'The network’s gateways may reach every device, and every device its gateways.',
    },
    allUsers: {
      name: 'All Users',
      description: 'Users’ remote-access clients may reach every device.',
    },
  },
  roles: {
    'super-admin': 'Owns the platform: full access, and the only one who can create admins.',
    admin: 'Full access to every network and user.',
    'platform-user': 'Reads what its groups give access to and changes only what their network roles allow.',
    auditor: 'Reads everything, changes nothing.',
    'service-user': 'Uses the API and remote access clients; cannot log in to the console.',
    'global-network-admin': 'Manages every network.',
    'global-network-user': 'Uses every network through remote access.',
    'network-admin': 'Manages network {{netid}}.',
    'network-user': 'Uses network {{netid}} through remote access.',
  },
  groups: {
    'global-network-admin': 'Members manage every network.',
    'global-network-user': 'Members use every network.',
    'network-admin': 'Members manage network {{netid}}.',
    'network-user': 'Members use network {{netid}}.',
  },
} as const;

export type DefaultPolicyKind = keyof typeof BUILT_IN_TEXTS.policies;
export type BuiltInRoleKind = keyof typeof BUILT_IN_TEXTS.roles;
export type BuiltInGroupKind = keyof typeof BUILT_IN_TEXTS.groups;

/** What names a built-in: which one it is, and the network a network's own role or group is for ('' for none). */
export interface BuiltInKind<K> {
  kind: K;
  netid: string;
}

/** Which default policy a policy is; null for the policies people made. */
export function defaultPolicyKind(policy: {
  id: string;
  network_id: string;
  default: boolean;
}): DefaultPolicyKind | null {
  if (!policy.default) return null;
  const ids = Object.entries(defaultAclPolicyIds(policy.network_id)) as [DefaultPolicyKind, string][];
  return ids.find(([, id]) => id === policy.id)?.[0] ?? null;
}

const PLATFORM_WIDE_ROLES: readonly BuiltInRoleKind[] = [
  ...PLATFORM_ROLES,
  GLOBAL_NETWORK_ADMIN_ROLE,
  GLOBAL_NETWORK_USER_ROLE,
];

/** Which built-in role a role is; null for the roles people made. */
export function builtInRoleKind(role: {
  id: string;
  network_id: string;
  default: boolean;
}): BuiltInKind<BuiltInRoleKind> | null {
  if (!role.default) return null;
  const platformWide = PLATFORM_WIDE_ROLES.find((kind) => kind === role.id);
  if (platformWide) return { kind: platformWide, netid: '' };
  if (role.id === networkAdminRoleId(role.network_id)) return { kind: 'network-admin', netid: role.network_id };
  if (role.id === networkUserRoleId(role.network_id)) return { kind: 'network-user', netid: role.network_id };
  return null;
}

const GLOBAL_GROUPS: Record<string, BuiltInGroupKind> = {
  [GLOBAL_NETWORK_ADMIN_GROUP]: 'global-network-admin',
  [GLOBAL_NETWORK_USER_GROUP]: 'global-network-user',
};

/** Which built-in group a group is (a network's own groups give that network its role); null for others. */
export function builtInGroupKind(group: {
  id: string;
  default: boolean;
  network_roles: Record<string, unknown>;
}): BuiltInKind<BuiltInGroupKind> | null {
  if (!group.default) return null;
  const global = GLOBAL_GROUPS[group.id];
  if (global) return { kind: global, netid: '' };
  for (const netid of Object.keys(group.network_roles)) {
    if (group.id === networkAdminGroupId(netid)) return { kind: 'network-admin', netid };
    if (group.id === networkUserGroupId(netid)) return { kind: 'network-user', netid };
  }
  return null;
}
