import { Badge, Group, Stack, Switch, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ReceivedNameserver } from '../../api/nameservers';
import { ActionsHeader, DataTable } from '../../components/DataTable';
import { RowMenu } from '../../components/RowMenu';

export interface NameserverActions {
  onToggle: (nameserver: ReceivedNameserver) => void;
  onEdit: (nameserver: ReceivedNameserver) => void;
  onDelete: (nameserver: ReceivedNameserver) => void;
  /** Whether its on/off change is being saved: the switch waits. */
  isToggling: (nameserver: ReceivedNameserver) => boolean;
}

interface NameserversTableProps {
  nameservers: readonly ReceivedNameserver[];
  loading: boolean;
  /** For the network's admins; others see the nameservers read-only. */
  actions: NameserverActions | null;
}

/** The match domains one per line; search domains carry a badge that says so. */
function DomainsCell({ nameserver }: { nameserver: ReceivedNameserver }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      {nameserver.domains.map(({ domain, is_search_domain }) => (
        <Group key={domain} gap={6} wrap="nowrap">
          <Text ff="monospace" fz="sm">
            {domain}
          </Text>
          {is_search_domain && (
            <Tooltip label={t('dns.nameservers.searchHint')} withArrow>
              <Badge size="sm" variant="light" color="gray" tt="none" tabIndex={0}>
                {t('dns.nameservers.searchBadge')}
              </Badge>
            </Tooltip>
          )}
        </Group>
      ))}
    </Stack>
  );
}

function NameserverRow({ nameserver, actions }: { nameserver: ReceivedNameserver; actions: NameserverActions | null }) {
  const { t } = useTranslation();
  const { name } = nameserver;
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {name}
        </Text>
        {nameserver.description !== '' && (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {nameserver.description}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        <DomainsCell nameserver={nameserver} />
      </Table.Td>
      <Table.Td>
        <Stack gap={0}>
          {nameserver.servers.map((server) => (
            <Text key={server} ff="monospace" fz="sm">
              {server}
            </Text>
          ))}
        </Stack>
      </Table.Td>
      <Table.Td>
        <Switch
          aria-label={t('dns.nameservers.onLabel', { name })}
          checked={nameserver.status}
          disabled={!actions || actions.isToggling(nameserver)}
          onChange={() => actions?.onToggle(nameserver)}
        />
      </Table.Td>
      {actions && (
        <Table.Td ta="right">
          <RowMenu
            label={t('dns.nameservers.actionsLabel', { name })}
            items={[
              {
                label: t('dns.nameservers.edit'),
                icon: <IconPencil size={14} aria-hidden />,
                onClick: () => actions.onEdit(nameserver),
              },
              {
                label: t('common.delete'),
                icon: <IconTrash size={14} aria-hidden />,
                onClick: () => actions.onDelete(nameserver),
                danger: true,
              },
            ]}
          />
        </Table.Td>
      )}
    </Table.Tr>
  );
}

/** The network's nameservers: name and description, match domains (search domains marked), servers, on/off, menu. */
export function NameserversTable({ nameservers, loading, actions }: NameserversTableProps) {
  const { t } = useTranslation();
  return (
    <DataTable
      minWidth={760}
      columns={actions ? 5 : 4}
      loading={loading}
      head={
        <>
          <Table.Th>{t('dns.nameservers.columns.name')}</Table.Th>
          <Table.Th>{t('dns.nameservers.columns.domains')}</Table.Th>
          <Table.Th>{t('dns.nameservers.columns.servers')}</Table.Th>
          <Table.Th>{t('dns.nameservers.columns.on')}</Table.Th>
          {actions && <ActionsHeader />}
        </>
      }
    >
      {nameservers.map((nameserver) => (
        <NameserverRow key={nameserver.id} nameserver={nameserver} actions={actions} />
      ))}
    </DataTable>
  );
}
