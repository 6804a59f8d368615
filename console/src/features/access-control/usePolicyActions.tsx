import type { AclPolicy } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { useDeletePolicyMutation, useUpdatePolicyMutation } from '../../api/acls';
import { confirmAction } from '../../components/confirmAction';
import { notifyProgress } from '../../components/notifyProgress';
import { policyFormOf, toPolicyRequest } from './policyForm';

/** Switches a policy on or off, or deletes it, each after a confirmation that names it. */
export function usePolicyActions(netid: string) {
  const { t } = useTranslation();
  const update = useUpdatePolicyMutation(netid);
  const remove = useDeletePolicyMutation(netid);

  const toggle = (policy: AclPolicy) => {
    const { name } = policy;
    const change = policy.enabled ? 'disable' : 'enable';
    const request = { ...toPolicyRequest({ ...policyFormOf(policy), enabled: !policy.enabled }, netid), id: policy.id };
    confirmAction({
      title: t(`accessControl.toggle.${change}Title`),
      message: t(`accessControl.toggle.${change}Confirm`, { name }),
      confirmLabel: t(`accessControl.toggle.${change}`),
      danger: policy.enabled,
      onConfirm: () =>
        void notifyProgress(() => update.mutateAsync(request), {
          pending: t(`accessControl.toggle.${change}Pending`, { name }),
          success: t(`accessControl.toggle.${change}Done`, { name }),
          failure: t('accessControl.toggle.failed', { name }),
        }),
    });
  };

  const deletePolicy = (policy: AclPolicy) => {
    const { name } = policy;
    confirmAction({
      title: t('accessControl.deleteTitle'),
      message: t('accessControl.deleteConfirm', { name }),
      confirmLabel: t('common.delete'),
      danger: true,
      onConfirm: () =>
        void notifyProgress(() => remove.mutateAsync(policy.id), {
          pending: t('accessControl.deletePending', { name }),
          success: t('accessControl.deleteDone', { name }),
          failure: t('accessControl.deleteFailed', { name }),
        }),
    });
  };

  return { toggle, deletePolicy };
}
