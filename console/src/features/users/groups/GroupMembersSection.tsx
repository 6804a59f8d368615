import { ActionIcon, Button, Group, Paper, Table, Text } from '@mantine/core';
import type { User, UserGroup } from '@netloom/contract';
import { IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateUserGroupMutation } from '../../../api/groups';
import { usePlatformRolesQuery } from '../../../api/users';
import { ActionsHeader, DataTable } from '../../../components/DataTable';
import { EmptyNote } from '../../../components/EmptyNote';
import { notifyProgress } from '../../../components/notifyProgress';
import { TitledSection } from '../../../components/TitledSection';
import { roleNameOf } from '../roles/networkRoleRules';
import { MembersSelect } from './MembersSelect';
import { NoValue } from '../../../components/NoValue';

interface GroupMembersSectionProps {
  group: UserGroup;
  /** The members' usernames. */
  members: readonly string[];
  users: readonly User[];
  loading: boolean;
}

/** The members of a group, added and removed at once; shown only for a built-in group. */
export function GroupMembersSection({ group, members, users, loading }: GroupMembersSectionProps) {
  const { t } = useTranslation();
  const update = useUpdateUserGroupMutation();
  const platformRoles = usePlatformRolesQuery().data ?? [];
  const [picked, setPicked] = useState<string[]>([]);
  const name = group.name || group.id;
  const editable = !group.default;
  const memberUsers = users.filter((user) => members.includes(user.username));
  const others = users.filter((user) => !members.includes(user.username));

  const saveMembers = (next: string[], texts: { pending: string; success: string; failure: string }) =>
    notifyProgress(() => update.mutateAsync({ ...group, members: next }), texts);

  const add = async () => {
    const done = await saveMembers([...members, ...picked], {
      pending: t('groups.members.addPending', { name }),
      success: t('groups.members.addDone', { name, count: picked.length }),
      failure: t('groups.members.addFailed', { name }),
    });
    if (done) setPicked([]);
  };

  const remove = (user: string) =>
    void saveMembers(
      members.filter((member) => member !== user),
      {
        pending: t('groups.members.removePending', { name, user }),
        success: t('groups.members.removeDone', { name, user }),
        failure: t('groups.members.removeFailed', { name, user }),
      },
    );

  return (
    <TitledSection
      title={t('groups.members.title')}
      description={editable ? t('groups.members.description') : t('groups.details.builtInMembers')}
    >
      {editable && (
        <Paper withBorder radius="md" p="md">
          <Group align="flex-end" gap="sm">
            <div style={{ flex: '1 1 280px' }}>
              <MembersSelect users={others} value={picked} onChange={setPicked} label={t('groups.members.addLabel')} />
            </div>
            <Button
              leftSection={<IconUserPlus size={16} aria-hidden />}
              onClick={() => void add()}
              disabled={picked.length === 0}
              loading={update.isPending}
            >
              {t('groups.members.addSubmit')}
            </Button>
          </Group>
        </Paper>
      )}
      {!loading && memberUsers.length === 0 ? (
        <EmptyNote>{t('groups.members.none')}</EmptyNote>
      ) : (
        <DataTable
          minWidth={560}
          columns={editable ? 4 : 3}
          loading={loading}
          head={
            <>
              <Table.Th>{t('groups.members.username')}</Table.Th>
              <Table.Th>{t('groups.members.displayName')}</Table.Th>
              <Table.Th>{t('groups.members.platformRole')}</Table.Th>
              {editable && <ActionsHeader />}
            </>
          }
        >
          {memberUsers.map((user) => (
            <Table.Tr key={user.username}>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {user.username}
                </Text>
              </Table.Td>
              <Table.Td fz="sm">{user.display_name || <NoValue />}</Table.Td>
              <Table.Td fz="sm">{roleNameOf(platformRoles, user.platform_role_id)}</Table.Td>
              {editable && (
                <Table.Td ta="right">
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('groups.members.remove', { name: user.username })}
                    onClick={() => remove(user.username)}
                    disabled={update.isPending}
                  >
                    <IconUserMinus size={16} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </DataTable>
      )}
    </TitledSection>
  );
}
