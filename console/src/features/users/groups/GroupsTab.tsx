import { Button, Group, Stack } from '@mantine/core';
import type { UserGroup } from '@netloom/contract';
import { IconPlus, IconUsersGroup } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNetworkRolesQuery, useUserGroupsQuery, useUsersQuery } from '../../../api/users';
import { EmptyCard } from '../../../components/EmptyCard';
import { EmptyNote } from '../../../components/EmptyNote';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { SearchBox } from '../../../components/SearchBox';
import { memberNamesOf, searchGroups } from './groupForm';
import { CREATE_GROUP_PATH } from './groupPaths';
import { GroupsTable } from './GroupsTable';
import { useDeleteGroup } from './useDeleteGroup';

/** The Groups tab of the Users page: the groups with their roles and members, search, create and delete. */
export function GroupsTab() {
  const { t } = useTranslation();
  const groups = useUserGroupsQuery();
  const users = useUsersQuery();
  const roles = useNetworkRolesQuery().data ?? [];
  const deleteGroup = useDeleteGroup();
  const [search, setSearch] = useState('');
  const list = useMemo(() => [...(groups.data ?? [])].sort((a, b) => a.name.localeCompare(b.name)), [groups.data]);
  const matches = useMemo(() => searchGroups(list, search), [list, search]);
  const membersOf = useCallback((group: UserGroup) => memberNamesOf(group.id, users.data ?? []), [users.data]);

  const createButton = (
    <Button component={Link} to={CREATE_GROUP_PATH} leftSection={<IconPlus size={16} aria-hidden />}>
      {t('groups.create')}
    </Button>
  );

  if (groups.isError) return <LoadErrorAlert title={t('groups.loadFailed')} error={groups.error} />;
  if (groups.isSuccess && list.length === 0) {
    return (
      <EmptyCard
        icon={<IconUsersGroup size={28} aria-hidden />}
        title={t('groups.emptyTitle')}
        description={t('groups.emptyText')}
        action={createButton}
      />
    );
  }
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <SearchBox label={t('groups.search')} value={search} onChange={setSearch} />
        {createButton}
      </Group>
      {groups.isSuccess && matches.length === 0 ? (
        <EmptyNote>{t('groups.noMatches')}</EmptyNote>
      ) : (
        <GroupsTable
          groups={matches}
          roles={roles}
          membersOf={membersOf}
          loading={groups.isPending}
          onDelete={(group) => deleteGroup(group, membersOf(group))}
        />
      )}
    </Stack>
  );
}
