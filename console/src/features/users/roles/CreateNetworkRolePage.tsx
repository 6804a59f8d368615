import type { UserRole } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCreateNetworkRoleMutation } from '../../../api/roles';
import { notifyProgress } from '../../../components/notifyProgress';
import { PageHeader } from '../../../components/PageHeader';
import { emptyNetworkRoleForm, toNewNetworkRole } from './networkRoleForm';
import { NetworkRoleFields } from './NetworkRoleFields';
import { networkRolePath, ROLES_TAB_PATH } from './rolePaths';
import { useNetworkRoleForm } from './useNetworkRoleForm';
import { PageForm } from './PageForm';

/** A new network role: its network, and full access or the rights it gives there. */
export function CreateNetworkRolePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateNetworkRoleMutation();
  const form = useNetworkRoleForm(emptyNetworkRoleForm());

  const submit = form.onSubmit(async (values) => {
    const request = toNewNetworkRole(values);
    let created: UserRole | undefined;
    const done = await notifyProgress(
      async () => {
        created = await create.mutateAsync(request);
      },
      {
        pending: t('roles.createPending', { name: request.name }),
        success: t('roles.createDone', { name: request.name }),
        failure: t('roles.createFailed', { name: request.name }),
      },
    );
    if (done && created) void navigate(networkRolePath(created.id));
  });

  return (
    <>
      <PageHeader title={t('pages.createNetworkRole')} description={t('roles.network.description')} />
      <PageForm
        onSubmit={submit}
        leaveTo={ROLES_TAB_PATH}
        leaveLabel={t('common.cancel')}
        submit={{ label: t('roles.network.create'), pending: create.isPending }}
        maw={920}
      >
        <NetworkRoleFields form={form} />
      </PageForm>
    </>
  );
}
