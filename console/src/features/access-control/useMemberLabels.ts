import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberLabels } from './memberOptions';

/** The names of `*` members, the gateways' tag and the option groups, in the user's language. */
export function useMemberLabels(): MemberLabels {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      everyone: {
        tag: t('accessControl.everyone.tag'),
        device: t('accessControl.everyone.device'),
        user: t('accessControl.everyone.user'),
        'user-group': t('accessControl.everyone.user-group'),
      },
      gatewaysTag: t('accessControl.gatewaysTag'),
      groups: {
        everyone: t('accessControl.optionGroups.everyone'),
        tags: t('accessControl.optionGroups.tags'),
        nodes: t('accessControl.optionGroups.nodes'),
        clients: t('accessControl.optionGroups.clients'),
        users: t('accessControl.optionGroups.users'),
        userGroups: t('accessControl.optionGroups.userGroups'),
        earlier: t('accessControl.optionGroups.earlier'),
      },
    }),
    [t],
  );
}
