import { ActionIcon, Button, Input, Select, Stack, Table, Text } from '@mantine/core';
import { ALL_NETWORKS } from '@netloom/contract';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNetworksQuery } from '../../../api/networks';
import { useNetworkRolesQuery } from '../../../api/users';
import { ActionsHeader } from '../../../components/DataTable';
import { newNetworkRoleRow, type NetworkRoleRow } from './networkRoleRows';
import { roleNameOf, rolesForScope } from './networkRoleRules';
import { useScopeLabel } from './useScopeLabel';

interface NetworkRolesFieldProps {
  rows: readonly NetworkRoleRow[];
  onChange: (rows: NetworkRoleRow[]) => void;
  description?: string;
  error?: ReactNode;
  /** Shows the roles without controls, for what can't be changed. */
  readOnly?: boolean;
}

/**
 * The network roles given to a group, user or invitee: one row per role, each a network (or all
 * networks) and one of that scope's roles; rows are added and removed.
 */
export function NetworkRolesField({ rows, onChange, description, error, readOnly = false }: NetworkRolesFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const scopeLabel = useScopeLabel();
  const networks = useNetworksQuery().data ?? [];
  const roles = useNetworkRolesQuery().data ?? [];
  const scopes = [
    { value: ALL_NETWORKS, label: scopeLabel(ALL_NETWORKS) },
    ...networks.map((network) => ({ value: network.netid, label: network.netid })),
  ];
  const change = (index: number, changes: Partial<NetworkRoleRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...changes } : row)));

  const body = rows.map((row, index) => {
    const number = index + 1;
    if (readOnly) {
      return (
        <Table.Tr key={row.key}>
          <Table.Td>{scopeLabel(row.network)}</Table.Td>
          <Table.Td>{roleNameOf(roles, row.roleId)}</Table.Td>
        </Table.Tr>
      );
    }
    const choices = row.network ? rolesForScope(roles, row.network) : [];
    return (
      <Table.Tr key={row.key}>
        <Table.Td>
          <Select
            aria-label={t('roles.assign.networkLabel', { row: number })}
            placeholder={t('roles.form.networkPlaceholder')}
            data={scopes}
            value={row.network || null}
            onChange={(network) => change(index, { network: network ?? '', roleId: '' })}
            searchable
            allowDeselect={false}
          />
        </Table.Td>
        <Table.Td>
          <Select
            aria-label={t('roles.assign.roleLabel', { row: number })}
            placeholder={row.network ? t('roles.assign.rolePlaceholder') : t('roles.assign.pickNetworkFirst')}
            data={choices.map((role) => ({ value: role.id, label: role.name || role.id }))}
            value={row.roleId || null}
            onChange={(roleId) => change(index, { roleId: roleId ?? '' })}
            disabled={!row.network}
            nothingFoundMessage={t('roles.assign.noRoles')}
            allowDeselect={false}
          />
        </Table.Td>
        <Table.Td w={48}>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('roles.assign.remove', { row: number })}
            onClick={() => onChange(rows.filter((_, at) => at !== index))}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Table.Td>
      </Table.Tr>
    );
  });

  return (
    <Stack gap={6}>
      <div>
        <Text size="sm" fw={500} id={labelId}>
          {t('roles.assign.label')}
        </Text>
        {description && (
          <Text size="xs" c="dimmed">
            {description}
          </Text>
        )}
      </div>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('roles.assign.none')}
        </Text>
      ) : (
        <Table aria-labelledby={labelId} withTableBorder verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('roles.assign.network')}</Table.Th>
              <Table.Th>{t('roles.assign.role')}</Table.Th>
              {!readOnly && <ActionsHeader />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{body}</Table.Tbody>
        </Table>
      )}
      {error && <Input.Error role="alert">{error}</Input.Error>}
      {!readOnly && (
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onChange([...rows, newNetworkRoleRow()])}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('roles.assign.add')}
        </Button>
      )}
    </Stack>
  );
}
