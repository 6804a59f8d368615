import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import type { UserRole } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/DataTable';
import { BuiltInBadge } from './BuiltInBadge';
import { rightsCount } from './permissionGrid';
import { networkRolePath } from './rolePaths';
import { useScopeLabel } from './useScopeLabel';

/** The network roles: name (to the role's page), network, and full access or how many rights. */
export function NetworkRolesTable({ roles, loading }: { roles: readonly UserRole[]; loading: boolean }) {
  const { t } = useTranslation();
  const scopeLabel = useScopeLabel();
  return (
    <DataTable
      minWidth={640}
      columns={3}
      loading={loading}
      head={
        <>
          <Table.Th>{t('roles.network.columns.name')}</Table.Th>
          <Table.Th>{t('roles.network.columns.network')}</Table.Th>
          <Table.Th>{t('roles.network.columns.access')}</Table.Th>
        </>
      }
    >
      {roles.map((role) => (
        <Table.Tr key={role.id}>
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              <Anchor
                component={Link}
                to={networkRolePath(role.id)}
                fw={600}
                aria-label={t('roles.network.openLabel', { name: role.name || role.id })}
              >
                {role.name || role.id}
              </Anchor>
              {role.default && <BuiltInBadge />}
            </Group>
          </Table.Td>
          <Table.Td fz="sm">{scopeLabel(role.network_id)}</Table.Td>
          <Table.Td>
            {role.full_access ? (
              <Badge variant="light" color="teal" tt="none" fw={500}>
                {t('roles.network.fullAccess')}
              </Badge>
            ) : (
              <Text size="sm">{t('roles.network.rights', { count: rightsCount(role.network_level_access) })}</Text>
            )}
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
