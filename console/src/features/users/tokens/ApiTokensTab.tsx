import { useTranslation } from 'react-i18next';
import { IconKey } from '@tabler/icons-react';
import { useEveryApiTokenQuery, useRevokeApiTokenMutation } from '../../../api/apiTokens';
import { EmptyCard } from '../../../components/EmptyCard';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { isAdmin, useSession } from '../../../session/session';
import { ApiTokensTable } from '../profile/ApiTokensTable';
import { confirmRevokeApiToken } from '../profile/confirmRevokeApiToken';

/** The API tokens tab of the Users page: every user's tokens with their owners; admins revoke them. */
export function ApiTokensTab() {
  const { t } = useTranslation();
  const tokens = useEveryApiTokenQuery();
  const revoke = useRevokeApiTokenMutation();
  const canRevoke = isAdmin(useSession());
  const list = tokens.data ?? [];

  if (tokens.isError) return <LoadErrorAlert title={t('apiTokens.loadFailed')} error={tokens.error} />;
  if (tokens.isSuccess && list.length === 0) {
    return (
      <EmptyCard
        icon={<IconKey size={28} aria-hidden />}
        title={t('apiTokens.everyEmptyTitle')}
        description={t('apiTokens.everyEmptyText')}
      />
    );
  }
  return (
    <ApiTokensTable
      tokens={list}
      loading={tokens.isPending}
      withOwner
      onRevoke={canRevoke ? (token) => confirmRevokeApiToken(token, revoke.mutateAsync, true) : undefined}
    />
  );
}
