import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { formatLongDate, type ApiToken } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { ActionsHeader, DataTable } from '../../../components/DataTable';

interface ApiTokensTableProps {
  tokens: readonly ApiToken[];
  loading: boolean;
  /** Shows whose each token is (the admins' list of every user's). */
  withOwner?: boolean;
  /** Offers revoking each token; none for readers who may not. */
  onRevoke?: (token: ApiToken) => void;
}

const hasExpired = (token: ApiToken) => Date.parse(token.expires_at) <= Date.now();

/** API tokens: name, owner, when made, until when, last used; revoke. Never their secrets. */
export function ApiTokensTable({ tokens, loading, withOwner = false, onRevoke }: ApiTokensTableProps) {
  const { t } = useTranslation();
  return (
    <DataTable
      minWidth={withOwner ? 820 : 680}
      columns={withOwner ? 6 : 5}
      loading={loading}
      head={
        <>
          <Table.Th>{t('apiTokens.columns.name')}</Table.Th>
          {withOwner && <Table.Th>{t('apiTokens.columns.owner')}</Table.Th>}
          <Table.Th>{t('apiTokens.columns.created')}</Table.Th>
          <Table.Th>{t('apiTokens.columns.expires')}</Table.Th>
          <Table.Th>{t('apiTokens.columns.lastUsed')}</Table.Th>
          <ActionsHeader />
        </>
      }
    >
      {tokens.map((token) => (
        <Table.Tr key={token.id}>
          <Table.Td>
            <Text size="sm" fw={600}>
              {token.name}
            </Text>
          </Table.Td>
          {withOwner && <Table.Td fz="sm">{token.username}</Table.Td>}
          <Table.Td fz="sm">{formatLongDate(token.created_at)}</Table.Td>
          <Table.Td fz="sm">
            <Group gap={6} wrap="nowrap">
              {formatLongDate(token.expires_at)}
              {hasExpired(token) && (
                <Badge color="red" variant="light" tt="none">
                  {t('apiTokens.expired')}
                </Badge>
              )}
            </Group>
          </Table.Td>
          <Table.Td fz="sm">
            {token.last_used_at ? formatLongDate(token.last_used_at) : t('apiTokens.neverUsed')}
          </Table.Td>
          <Table.Td ta="right">
            {onRevoke && (
              <Button
                variant="subtle"
                color="red"
                size="xs"
                aria-label={t('apiTokens.revokeLabel', { name: token.name })}
                onClick={() => onRevoke(token)}
              >
                {t('apiTokens.revoke')}
              </Button>
            )}
          </Table.Td>
        </Table.Tr>
      ))}
    </DataTable>
  );
}
