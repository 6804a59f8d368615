import type { User } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { useResetMfaMutation } from '../../../api/mfa';
import { confirmAction } from '../../../components/confirmAction';
import { notifyProgress } from '../../../components/notifyProgress';

/** An admin resets a user's multi-factor authentication (a lost phone), after a confirmation naming them. */
export function useMfaReset() {
  const { t } = useTranslation();
  const reset = useResetMfaMutation();
  return (user: User) => {
    const { username } = user;
    confirmAction({
      title: t('mfa.reset'),
      message: t('mfa.resetConfirm', { username }),
      confirmLabel: t('mfa.reset'),
      danger: true,
      onConfirm: () =>
        void notifyProgress(() => reset.mutateAsync(username), {
          pending: t('mfa.resetPending'),
          success: t('mfa.resetDone', { username }),
          failure: t('mfa.resetFailed'),
        }),
    });
  };
}
