import {
  builtInGroupKind,
  builtInRoleKind,
  defaultPolicyKind,
  type AclPolicy,
  type UserGroup,
  type UserRole,
} from '@netloom/contract';
import { useTranslation } from 'react-i18next';

/**
 * The words of what the server makes by itself (default policies, built-in roles and groups, which nobody can
 * rename or edit) in the chosen language; what people made keeps the words they gave it.
 */
export function useBuiltInWords() {
  const { t } = useTranslation();
  return {
    policyName(policy: AclPolicy): string {
      const kind = defaultPolicyKind(policy);
      return kind ? t(`builtIn.policies.${kind}.name`) : policy.name;
    },
    policyDescription(policy: AclPolicy): string {
      const kind = defaultPolicyKind(policy);
      return kind ? t(`builtIn.policies.${kind}.description`) : policy.meta_data;
    },
    roleDescription(role: UserRole): string {
      const builtIn = builtInRoleKind(role);
      return builtIn ? t(`builtIn.roles.${builtIn.kind}`, { netid: builtIn.netid }) : role.meta_data;
    },
    groupDescription(group: UserGroup): string {
      const builtIn = builtInGroupKind(group);
      return builtIn ? t(`builtIn.groups.${builtIn.kind}`, { netid: builtIn.netid }) : group.meta_data;
    },
  };
}
