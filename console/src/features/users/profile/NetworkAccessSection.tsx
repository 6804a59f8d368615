import { Alert, Table, Text } from '@mantine/core';
import { isAdminRole, type UserWithRole } from '@netloom/contract';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNetworkRolesQuery } from '../../../api/users';
import { DataTable } from '../../../components/DataTable';
import { EmptyNote } from '../../../components/EmptyNote';
import { roleNameOf } from '../roles/networkRoleRules';
import { useScopeLabel } from '../roles/useScopeLabel';
import { builtInNetworkRole, networkAccessOf, type NetworkAccess } from './networkAccess';

/** The networks the user reaches and their role in each, with the groups that give it. */
export function NetworkAccessSection({ user }: { user: UserWithRole }) {
  const { t } = useTranslation();
  const scopeLabel = useScopeLabel();
  const roleId = user.platform_role_id;
  const admin = isAdminRole(roleId);
  const roles = useNetworkRolesQuery(admin || roleId === 'auditor').data;
  const access = networkAccessOf(user);

  const roleName = ({ network, roleId }: NetworkAccess) => {
    if (roles) return roleNameOf(roles, roleId);
    const builtIn = builtInNetworkRole(network, roleId);
    return builtIn ? t(`profile.networks.builtIn.${builtIn}`) : roleId;
  };
  const givenBy = ({ groups, direct }: NetworkAccess) =>
    [
      ...groups.map((group) => t('profile.networks.viaGroup', { group })),
      ...(direct ? [t('profile.networks.direct')] : []),
    ].join(', ');

  return (
    <>
      {admin && (
        <Alert variant="light" color="blue" icon={<IconShieldCheck size={18} aria-hidden />} mb="sm">
          {t('profile.networks.admin')}
        </Alert>
      )}
      {access.length === 0 && !admin && <EmptyNote>{t('profile.networks.none')}</EmptyNote>}
      {access.length > 0 && (
        <DataTable
          minWidth={520}
          columns={3}
          loading={false}
          head={
            <>
              <Table.Th>{t('profile.networks.network')}</Table.Th>
              <Table.Th>{t('profile.networks.role')}</Table.Th>
              <Table.Th>{t('profile.networks.givenBy')}</Table.Th>
            </>
          }
        >
          {access.map((entry) => (
            <Table.Tr key={`${entry.network}/${entry.roleId}`}>
              <Table.Td fw={600} fz="sm">
                {scopeLabel(entry.network)}
              </Table.Td>
              <Table.Td fz="sm">{roleName(entry)}</Table.Td>
              <Table.Td>
                <Text size="sm" c="dimmed">
                  {givenBy(entry)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
    </>
  );
}
