import type { UserInvite } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { useClearInvitesMutation, useRevokeInviteMutation } from '../../../api/invites';
import { confirmAction } from '../../../components/confirmAction';
import { notifyProgress } from '../../../components/notifyProgress';

/** Revoking one invitation, or all of them, each after a confirmation saying whose links stop working. */
export function useInviteActions() {
  const { t } = useTranslation();
  const revoke = useRevokeInviteMutation();
  const clear = useClearInvitesMutation();

  const revokeInvite = ({ email }: UserInvite) =>
    confirmAction({
      title: t('invites.revokeTitle'),
      message: t('invites.revokeConfirm', { email }),
      confirmLabel: t('invites.revoke'),
      danger: true,
      onConfirm: () =>
        void notifyProgress(() => revoke.mutateAsync(email), {
          pending: t('invites.revokePending', { email }),
          success: t('invites.revokeDone', { email }),
          failure: t('invites.revokeFailed', { email }),
        }),
    });

  const clearInvites = (count: number) =>
    confirmAction({
      title: t('invites.clearTitle'),
      message: t('invites.clearConfirm', { count }),
      confirmLabel: t('invites.clearAll'),
      danger: true,
      onConfirm: () =>
        void notifyProgress(() => clear.mutateAsync(), {
          pending: t('invites.clearPending'),
          success: t('invites.clearDone'),
          failure: t('invites.clearFailed'),
        }),
    });

  return { revokeInvite, clearInvites };
}
