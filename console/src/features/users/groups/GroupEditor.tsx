import { Button, Group, Paper, Stack } from '@mantine/core';
import type { UserGroup } from '@netloom/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useUpdateUserGroupMutation } from '../../../api/groups';
import { useUsersQuery } from '../../../api/users';
import { notifyProgress } from '../../../components/notifyProgress';
import { PageHeader } from '../../../components/PageHeader';
import { TitledSection } from '../../../components/TitledSection';
import { GroupFields } from './GroupFields';
import { groupFormOf, memberNamesOf, toGroupUpdate } from './groupForm';
import { GroupMembersSection } from './GroupMembersSection';
import { GROUPS_TAB_PATH } from './groupPaths';
import { useDeleteGroup } from './useDeleteGroup';
import { useGroupForm } from './useGroupForm';
import { BuiltInNotice } from '../roles/BuiltInNotice';
import { DeleteUnlessBuiltIn } from '../roles/DeleteUnlessBuiltIn';

/** A group's page: its settings and members, changed in place unless it is built in. */
export function GroupEditor({ group }: { group: UserGroup }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const users = useUsersQuery();
  const update = useUpdateUserGroupMutation();
  const deleteGroup = useDeleteGroup(() => void navigate(GROUPS_TAB_PATH));
  const form = useGroupForm(groupFormOf(group), group.id);
  const members = useMemo(() => memberNamesOf(group.id, users.data ?? []), [group.id, users.data]);
  const builtIn = group.default;
  const name = group.name || group.id;

  const submit = form.onSubmit(async (values) => {
    const saved = toGroupUpdate(group, values, members);
    const done = await notifyProgress(() => update.mutateAsync(saved), {
      pending: t('groups.savePending', { name: saved.name }),
      success: t('groups.saveDone', { name: saved.name }),
      failure: t('groups.saveFailed', { name: saved.name }),
    });
    if (done) form.resetDirty();
  });

  return (
    <>
      <PageHeader
        title={name}
        description={t('groups.details.description')}
        actions={
          <DeleteUnlessBuiltIn
            builtIn={builtIn}
            reason={t('groups.builtInReason')}
            label={t('groups.details.deleteButton')}
            onDelete={() => deleteGroup(group, members)}
          />
        }
      />
      <Stack gap="xl" maw={880}>
        {builtIn && <BuiltInNotice title={t('groups.details.builtInTitle')} reason={t('groups.builtInReason')} />}
        <TitledSection title={t('groups.details.settings')}>
          <Paper withBorder radius="md" p="lg">
            <form onSubmit={submit} noValidate>
              <Stack gap="lg">
                <GroupFields form={form} readOnly={builtIn} />
                {!builtIn && (
                  <Group justify="flex-end">
                    <Button type="submit" loading={update.isPending} disabled={!form.isDirty()}>
                      {t('common.save')}
                    </Button>
                  </Group>
                )}
              </Stack>
            </form>
          </Paper>
        </TitledSection>
        <GroupMembersSection group={group} members={members} users={users.data ?? []} loading={users.isPending} />
        <Group>
          <Button variant="default" component={Link} to={GROUPS_TAB_PATH}>
            {t('groups.details.back')}
          </Button>
        </Group>
      </Stack>
    </>
  );
}
