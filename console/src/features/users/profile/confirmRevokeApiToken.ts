import type { ApiToken } from '@netloom/contract';
import { confirmAction } from '../../../components/confirmAction';
import { notifyProgress } from '../../../components/notifyProgress';
import { i18n } from '../../../i18n';

/** Asks, naming the token (and its owner when it is another user's), then revokes it with `revoke`. */
export function confirmRevokeApiToken(token: ApiToken, revoke: (id: string) => Promise<unknown>, ofAnother = false) {
  const { t } = i18n;
  const names = { name: token.name, username: token.username };
  confirmAction({
    title: t('apiTokens.revokeTitle'),
    message: ofAnother ? t('apiTokens.revokeConfirmOf', names) : t('apiTokens.revokeConfirm', names),
    confirmLabel: t('apiTokens.revoke'),
    danger: true,
    onConfirm: () =>
      void notifyProgress(() => revoke(token.id), {
        pending: t('apiTokens.revoking', names),
        success: t('apiTokens.revoked', names),
        failure: t('apiTokens.revokeFailed', names),
      }),
  });
}
