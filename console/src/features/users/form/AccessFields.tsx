import { Alert } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { isAdminRole } from '@netloom/contract';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePlatformRolesQuery, useUserGroupsQuery } from '../../../api/users';
import { useSession } from '../../../session/session';
import { assignablePlatformRoles } from '../userRules';
import { networkRolesProblem } from '../roles/networkRoleRules';
import { NetworkRolesField } from '../roles/NetworkRolesField';
import { GroupsSelect } from './GroupsSelect';
import { PlatformRoleSelect } from './PlatformRoleSelect';
import type { NetworkRoleRow } from '../roles/networkRoleRows';
import type { UserAccessValues } from './userForm';

interface AccessFieldsProps {
  form: UseFormReturnType<UserAccessValues>;
  /** Approving a pending user gives a role and groups only. */
  withNetworkRoles?: boolean;
}

/** What a user may reach: platform role, groups and network roles; shared by create, edit and approve. */
export function AccessFields({ form, withNetworkRoles = true }: AccessFieldsProps) {
  const { t } = useTranslation();
  const session = useSession();
  const platformRoles = usePlatformRolesQuery();
  const groups = useUserGroupsQuery().data ?? [];
  const roles = assignablePlatformRoles(platformRoles.data ?? [], session.platformRole?.id ?? '');
  const networkRoles = form.getInputProps('networkRoles');
  return (
    <>
      <PlatformRoleSelect
        roles={roles}
        loading={platformRoles.isPending}
        input={form.getInputProps('platformRoleId')}
      />
      {isAdminRole(form.values.platformRoleId) && (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden />}>
          {t('users.form.adminReachesAll')}
        </Alert>
      )}
      <GroupsSelect groups={groups} input={form.getInputProps('groupIds')} />
      {withNetworkRoles && (
        <NetworkRolesField
          rows={form.values.networkRoles}
          onChange={(rows) => form.setFieldValue('networkRoles', rows)}
          description={t('users.form.networkRolesHint')}
          error={networkRoles.error}
        />
      )}
    </>
  );
}

/** The checks of the access fields, for the `validate` of a form that holds them. */
export function useAccessRules() {
  const { t } = useTranslation();
  return {
    platformRoleId: (value: string) => (value ? null : t('users.form.platformRoleRequired')),
    networkRoles: (rows: NetworkRoleRow[]) => {
      const problem = networkRolesProblem(rows);
      return problem ? t(`roles.assign.problems.${problem}`) : null;
    },
  };
}
