import { Anchor, Table, Text } from '@mantine/core';
import type { UserRole } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { useBuiltInWords } from '../../../i18n/useBuiltInWords';
import { Link } from 'react-router';
import { DataTable } from '../../../components/DataTable';
import { platformRoleTemplate } from './platformRoleTemplates';
import { platformRolePath } from './rolePaths';
import { NoValue } from '../../../components/NoValue';

/** The platform roles: name (to the role's page), description, and what each may do in one line. */
export function PlatformRolesTable({ roles, loading }: { roles: readonly UserRole[]; loading: boolean }) {
  const { t } = useTranslation();
  const words = useBuiltInWords();
  return (
    <DataTable
      minWidth={720}
      columns={3}
      loading={loading}
      head={
        <>
          <Table.Th>{t('roles.platform.columns.name')}</Table.Th>
          <Table.Th>{t('roles.platform.columns.description')}</Table.Th>
          <Table.Th>{t('roles.platform.columns.may')}</Table.Th>
        </>
      }
    >
      {roles.map((role) => {
        const template = platformRoleTemplate(role.id, t);
        return (
          <Table.Tr key={role.id}>
            <Table.Td>
              <Anchor
                component={Link}
                to={platformRolePath(role.id)}
                fw={600}
                aria-label={t('roles.platform.openLabel', { name: role.name || role.id })}
              >
                {role.name || role.id}
              </Anchor>
            </Table.Td>
            <Table.Td fz="sm">{words.roleDescription(role) || <NoValue />}</Table.Td>
            <Table.Td>
              <Text size="sm">{template ? template.summary : t('roles.platform.unknownTemplate')}</Text>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}
