import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconWorldWww } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useNetworkDnsQuery } from '../../api/dns';
import { EmptyCard } from '../../components/EmptyCard';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { SearchBox } from '../../components/SearchBox';
import { useCanManageNetwork } from '../networks/useCanManageNetwork';
import { NetworkPageHeader } from '../networks/NetworkPageHeader';
import { useNetworkNodeViews } from '../nodes/useNetworkNodeViews';
import { AddDnsEntryModal } from './AddDnsEntryModal';
import { DnsEntriesTable } from './DnsEntriesTable';
import { isAutomaticEntry, searchDnsEntries } from './dnsForm';
import { useDeleteDnsEntry } from './useDeleteDnsEntry';

/** The network's DNS names: every node's automatic entry and the custom ones, which can be added and deleted. */
export function DnsPage() {
  const { t } = useTranslation();
  const netid = useParams().networkId ?? '';
  const canManage = useCanManageNetwork(netid);
  const query = useNetworkDnsQuery(netid);
  const { views } = useNetworkNodeViews(netid);
  const deleteEntry = useDeleteDnsEntry();
  const [search, setSearch] = useState('');
  const [adding, setAdding] = useState(false);
  const entries = useMemo(
    () => (query.data ?? []).map((entry) => ({ ...entry, automatic: isAutomaticEntry(entry, views) })),
    [query.data, views],
  );
  const matches = useMemo(() => searchDnsEntries(entries, search), [entries, search]);

  const addButton = canManage && (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
      {t('dns.add')}
    </Button>
  );

  let content;
  if (query.isError) content = <LoadErrorAlert title={t('dns.loadFailed')} error={query.error} />;
  else if (query.isSuccess && entries.length === 0) {
    content = (
      <EmptyCard
        icon={<IconWorldWww size={28} aria-hidden />}
        title={t('sections.dns.emptyTitle', { netid })}
        description={t('sections.dns.emptyText')}
        action={addButton}
      />
    );
  } else {
    content = (
      <Stack gap="md">
        <Group justify="space-between">
          <SearchBox label={t('dns.search')} value={search} onChange={setSearch} />
          {addButton}
        </Group>
        {query.isSuccess && matches.length === 0 ? (
          <Text c="dimmed">{t('dns.noMatches')}</Text>
        ) : (
          <DnsEntriesTable entries={matches} loading={query.isPending} onDelete={canManage ? deleteEntry : undefined} />
        )}
      </Stack>
    );
  }

  return (
    <>
      <NetworkPageHeader page="dns" />
      {content}
      {adding && <AddDnsEntryModal netid={netid} views={views} onClose={() => setAdding(false)} />}
    </>
  );
}
