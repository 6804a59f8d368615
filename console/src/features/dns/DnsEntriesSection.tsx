import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus, IconWorldWww } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNetworkDnsQuery } from '../../api/dns';
import { EmptyCard } from '../../components/EmptyCard';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { SearchBox } from '../../components/SearchBox';
import { TitledSection } from '../../components/TitledSection';
import { useNetworkNodeViews } from '../nodes/useNetworkNodeViews';
import { AddDnsEntryModal } from './AddDnsEntryModal';
import { DnsEntriesTable } from './DnsEntriesTable';
import { isAutomaticEntry, searchDnsEntries } from './dnsForm';
import { useDeleteDnsEntry } from './useDeleteDnsEntry';

/**
 * The network's names as hosts resolve them: every node's automatic entry and the custom ones,
 * which its admins add and delete.
 */
export function DnsEntriesSection({ netid, canManage }: { netid: string; canManage: boolean }) {
  const { t } = useTranslation();
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
      <TitledSection title={t('dns.entries.title')} description={t('dns.entries.description', { network: netid })}>
        {content}
      </TitledSection>
      {adding && <AddDnsEntryModal netid={netid} views={views} onClose={() => setAdding(false)} />}
    </>
  );
}
