import { ActionIcon, Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import type { DnsEntry } from '@netloom/contract';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../components/CopyButton';
import { ActionsHeader, DataTable } from '../../components/DataTable';
import { AddressList } from '../../components/AddressList';
import { resolvedName } from './dnsForm';

interface DnsEntriesTableProps {
  entries: readonly DnsEntry[];
  loading: boolean;
  /** Deletes a custom entry; left out for those who may only read the network. */
  onDelete?: (entry: DnsEntry) => void;
}

/**
 * The network's DNS names as hosts resolve them (custom entries as `<name>.<network>`), each
 * copyable as `ssh` takes it, and their addresses; automatic entries are marked.
 */
export function DnsEntriesTable({ entries, loading, onDelete }: DnsEntriesTableProps) {
  const { t } = useTranslation();
  return (
    <DataTable
      minWidth={720}
      columns={onDelete ? 4 : 3}
      loading={loading}
      head={
        <>
          <Table.Th>{t('dns.columns.name')}</Table.Th>
          <Table.Th>{t('dns.columns.address')}</Table.Th>
          <Table.Th>{t('dns.columns.address6')}</Table.Th>
          {onDelete && <ActionsHeader />}
        </>
      }
    >
      {entries.map((entry) => (
        <DnsEntryRow key={entry.name} entry={entry} onDelete={onDelete} />
      ))}
    </DataTable>
  );
}

function DnsEntryRow({ entry, onDelete }: { entry: DnsEntry; onDelete?: (entry: DnsEntry) => void }) {
  const { t } = useTranslation();
  const name = resolvedName(entry);
  return (
    <Table.Tr>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Text ff="monospace" fz="sm">
            {name}
          </Text>
          <CopyButton value={name} label={t('dns.copyName', { name })} />
          {entry.automatic && (
            <Tooltip label={t('dns.automaticHint')} withArrow>
              <Badge variant="light" color="gray" tt="none">
                {t('dns.automatic')}
              </Badge>
            </Tooltip>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <AddressList addresses={[entry.address].filter(Boolean)} />
      </Table.Td>
      <Table.Td>
        <AddressList addresses={[entry.address6].filter(Boolean)} />
      </Table.Td>
      {onDelete && (
        <Table.Td ta="right">
          <DeleteEntryButton entry={entry} onDelete={onDelete} />
        </Table.Td>
      )}
    </Table.Tr>
  );
}

/** Deletes a custom entry; on an automatic one it stays disabled and says why. */
function DeleteEntryButton({ entry, onDelete }: { entry: DnsEntry; onDelete: (entry: DnsEntry) => void }) {
  const { t } = useTranslation();
  const label = t('dns.deleteLabel', { name: resolvedName(entry) });
  return (
    <Tooltip label={entry.automatic ? t('dns.automaticKept') : label} withArrow>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={label}
        aria-disabled={entry.automatic || undefined}
        data-disabled={entry.automatic || undefined}
        onClick={() => {
          if (!entry.automatic) onDelete(entry);
        }}
      >
        <IconTrash size={16} />
      </ActionIcon>
    </Tooltip>
  );
}
