import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOwnApiTokensQuery, useRevokeOwnApiTokenMutation } from '../../../api/apiTokens';
import { LoadErrorAlert } from '../../../components/LoadErrorAlert';
import { ApiTokensTable } from './ApiTokensTable';
import { confirmRevokeApiToken } from './confirmRevokeApiToken';
import { CreateApiTokenModal } from './CreateApiTokenModal';

/** The signed-in user's personal API tokens: the list, making one (shown once), revoking. */
export function ApiTokensSection() {
  const { t } = useTranslation();
  const tokens = useOwnApiTokensQuery();
  const revoke = useRevokeOwnApiTokenMutation();
  const [creating, setCreating] = useState(false);
  const list = tokens.data ?? [];

  let table;
  if (tokens.isError) table = <LoadErrorAlert title={t('apiTokens.loadFailed')} error={tokens.error} />;
  else if (tokens.isSuccess && list.length === 0) {
    table = (
      <Text size="sm" c="dimmed">
        {t('apiTokens.empty')}
      </Text>
    );
  } else {
    table = (
      <ApiTokensTable
        tokens={list}
        loading={tokens.isPending}
        onRevoke={(token) => confirmRevokeApiToken(token, revoke.mutateAsync)}
      />
    );
  }

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Text size="sm">{t('apiTokens.text')}</Text>
        <Group>
          <Button variant="light" leftSection={<IconKey size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t('apiTokens.create')}
          </Button>
        </Group>
        {table}
      </Stack>
      {creating && <CreateApiTokenModal onClose={() => setCreating(false)} />}
    </Paper>
  );
}
