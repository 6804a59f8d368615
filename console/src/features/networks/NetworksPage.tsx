import { Stack, Text, TextInput } from '@mantine/core';
import { IconNetwork, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { docsUrl } from '../../navigation/links';
import { useNetworksQuery } from '../../api/networks';
import { EmptyCard } from '../../components/EmptyCard';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { PageHeader } from '../../components/PageHeader';
import { CreateNetworkButton } from './CreateNetworkButton';
import { NetworksTable } from './NetworksTable';

export function NetworksPage() {
  const { t } = useTranslation();
  const query = useNetworksQuery();
  const [search, setSearch] = useState('');
  const networks = query.data ?? [];
  const term = search.trim().toLowerCase();
  const matches = term
    ? networks.filter((network) =>
        [network.netid, network.name, network.addressrange, network.addressrange6].some((value) =>
          value.toLowerCase().includes(term),
        ),
      )
    : networks;
  const createButton = <CreateNetworkButton label={t('networks.create')} />;

  let content;
  if (query.isError) {
    content = <LoadErrorAlert title={t('networks.loadFailed')} error={query.error} />;
  } else if (query.isSuccess && networks.length === 0) {
    content = (
      <EmptyCard
        icon={<IconNetwork size={28} />}
        title={t('networks.emptyTitle')}
        description={t('networks.emptyText')}
        action={createButton}
      />
    );
  } else {
    content = (
      <Stack gap="md">
        <TextInput
          aria-label={t('networks.searchLabel')}
          placeholder={t('networks.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maw={380}
        />
        {query.isSuccess && matches.length === 0 ? (
          <Text c="dimmed">{t('networks.noMatches', { search: search.trim() })}</Text>
        ) : (
          <NetworksTable networks={matches} loading={query.isPending} withActions />
        )}
      </Stack>
    );
  }

  return (
    <>
      <PageHeader
        title={t('networks.title')}
        description={t('networks.description')}
        docsUrl={docsUrl()}
        actions={networks.length > 0 && createButton}
      />
      {content}
    </>
  );
}
