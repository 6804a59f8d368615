import { ActionIcon, Anchor, Group, Table, Text } from '@mantine/core';
import type { UserGroup, UserRole } from '@netloom/contract';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useBuiltInWords } from '../../../i18n/useBuiltInWords';
import { Link } from 'react-router';
import { ActionsHeader, DataTable } from '../../../components/DataTable';
import { BuiltInBadge } from '../roles/BuiltInBadge';
import { LockedControl } from '../roles/LockedControl';
import { groupPath } from './groupPaths';
import { GroupRolesSummary } from './GroupRolesSummary';
import { NoValue } from '../../../components/NoValue';

interface GroupsTableProps {
  groups: readonly UserGroup[];
  /** The network roles, to name the ones each group gives. */
  roles: readonly UserRole[];
  /** The usernames of a group's members. */
  membersOf: (group: UserGroup) => string[];
  loading: boolean;
  onDelete: (group: UserGroup) => void;
}

/** The user groups: name (to the group's page), description, network roles, members; edit and delete. */
export function GroupsTable({ groups, roles, membersOf, loading, onDelete }: GroupsTableProps) {
  const { t } = useTranslation();
  const words = useBuiltInWords();
  return (
    <DataTable
      minWidth={820}
      columns={5}
      loading={loading}
      head={
        <>
          <Table.Th>{t('groups.columns.name')}</Table.Th>
          <Table.Th>{t('groups.columns.description')}</Table.Th>
          <Table.Th>{t('groups.columns.networkRoles')}</Table.Th>
          <Table.Th>{t('groups.columns.members')}</Table.Th>
          <ActionsHeader />
        </>
      }
    >
      {groups.map((group) => {
        const name = group.name || group.id;
        const locked = group.default ? t('groups.builtInReason') : null;
        return (
          <Table.Tr key={group.id}>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Anchor component={Link} to={groupPath(group.id)} fw={600} aria-label={t('groups.openLabel', { name })}>
                  {name}
                </Anchor>
                {group.default && <BuiltInBadge />}
              </Group>
            </Table.Td>
            <Table.Td fz="sm">{words.groupDescription(group) || <NoValue />}</Table.Td>
            <Table.Td>
              <GroupRolesSummary roles={group.network_roles} known={roles} />
            </Table.Td>
            <Table.Td>
              <Text size="sm">{t('groups.memberCount', { count: membersOf(group).length })}</Text>
            </Table.Td>
            <Table.Td>
              <Group gap={4} justify="flex-end" wrap="nowrap">
                <LockedControl reason={locked}>
                  {(lock) => (
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      component={Link}
                      to={groupPath(group.id)}
                      aria-label={t('groups.edit', { name })}
                      {...lock}
                    >
                      <IconPencil size={16} aria-hidden />
                    </ActionIcon>
                  )}
                </LockedControl>
                <LockedControl reason={locked}>
                  {(lock) => (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t('groups.delete', { name })}
                      onClick={() => onDelete(group)}
                      {...lock}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  )}
                </LockedControl>
              </Group>
            </Table.Td>
          </Table.Tr>
        );
      })}
    </DataTable>
  );
}
