import type { UserGroup } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateUserGroupMutation } from '../../../api/groups';
import { useUsersQuery } from '../../../api/users';
import { notifyProgress } from '../../../components/notifyProgress';
import { PageHeader } from '../../../components/PageHeader';
import { GroupFields } from './GroupFields';
import { EMPTY_GROUP_FORM, toNewUserGroup } from './groupForm';
import { groupPath, GROUPS_TAB_PATH } from './groupPaths';
import { MembersSelect } from './MembersSelect';
import { useGroupForm } from './useGroupForm';
import { PageForm } from '../roles/PageForm';

/** A new user group: its name, network roles and first members; then its own page. */
export function CreateGroupPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const users = useUsersQuery().data ?? [];
  const create = useCreateUserGroupMutation();
  const form = useGroupForm(EMPTY_GROUP_FORM);

  const submit = form.onSubmit(async (values) => {
    const request = toNewUserGroup(values);
    const name = request.user_group.name;
    let created: UserGroup | undefined;
    const done = await notifyProgress(
      async () => {
        created = await create.mutateAsync(request);
      },
      {
        pending: t('groups.createPending', { name }),
        success: t('groups.createDone', { name }),
        failure: t('groups.createFailed', { name }),
      },
    );
    if (done && created) void navigate(groupPath(created.id));
  });

  return (
    <>
      <PageHeader title={t('pages.createUserGroup')} description={t('groups.createDescription')} />
      <PageForm
        onSubmit={submit}
        leaveTo={GROUPS_TAB_PATH}
        leaveLabel={t('common.cancel')}
        submit={{ label: t('groups.create'), pending: create.isPending }}
        maw={880}
      >
        <GroupFields form={form} showId />
        <MembersSelect
          users={users}
          label={t('groups.form.members')}
          description={t('groups.form.membersHint')}
          value={form.values.members}
          onChange={(members) => form.setFieldValue('members', members)}
        />
      </PageForm>
    </>
  );
}
