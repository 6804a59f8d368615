import { Button, Stack, Tabs, Text, TextInput } from '@mantine/core';
import type { ApiHost } from '@netloom/contract';
import { IconDevices, IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useHostsQuery } from '../../api/hosts';
import { docsUrl } from '../../app/links';
import { EmptyCard } from '../../components/EmptyCard';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { PageHeader } from '../../components/PageHeader';
import { DevicesTable } from './DevicesTable';
import { EditHostModal } from './EditHostModal';
import { NetworkAccessPanel } from './NetworkAccessPanel';
import { RefreshAllKeysButton } from './RefreshAllKeysButton';
import { useHostNodes } from './useHostNodes';

/** A host matches when its name, endpoints, public key or id contain the search. */
export function matchesHostSearch(host: ApiHost, search: string): boolean {
  const term = search.trim().toLowerCase();
  return [host.name, host.endpointip, host.endpointipv6, host.publickey, host.id].some((text) =>
    text.toLowerCase().includes(term),
  );
}

export function DevicesPage() {
  const { t } = useTranslation();
  const query = useHostsQuery();
  const { nodesOf } = useHostNodes();
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<ApiHost | null>(null);
  const hosts = query.data ?? [];
  const matches = hosts.filter((host) => matchesHostSearch(host, search));
  const addButton = (
    <Button component={Link} to="/hosts-new" leftSection={<IconPlus size={16} aria-hidden />}>
      {t('devices.add')}
    </Button>
  );

  let content;
  if (query.isError) content = <LoadErrorAlert title={t('devices.loadFailed')} error={query.error} />;
  else if (query.isSuccess && hosts.length === 0) {
    content = (
      <EmptyCard
        icon={<IconDevices size={28} />}
        title={t('devices.emptyTitle')}
        description={t('devices.emptyText')}
        action={addButton}
      />
    );
  } else {
    content = (
      <Stack gap="md">
        <TextInput
          aria-label={t('devices.searchLabel')}
          placeholder={t('devices.searchPlaceholder')}
          leftSection={<IconSearch size={16} />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maw={380}
        />
        {query.isSuccess && matches.length === 0 ? (
          <Text c="dimmed">{t('devices.noMatches', { search: search.trim() })}</Text>
        ) : (
          <Tabs defaultValue="overview" keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="overview">{t('devices.tabs.overview')}</Tabs.Tab>
              <Tabs.Tab value="access">{t('devices.tabs.access')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="overview">
              <DevicesTable hosts={matches} nodesOf={nodesOf} loading={query.isPending} onEdit={setEditing} />
            </Tabs.Panel>
            <Tabs.Panel value="access">
              <NetworkAccessPanel hosts={matches} nodesOf={nodesOf} />
            </Tabs.Panel>
          </Tabs>
        )}
      </Stack>
    );
  }

  return (
    <>
      <PageHeader
        title={t('devices.title')}
        description={t('devices.description')}
        docsUrl={docsUrl()}
        actions={
          hosts.length > 0 && (
            <>
              <RefreshAllKeysButton />
              {addButton}
            </>
          )
        }
      />
      {content}
      {editing && <EditHostModal host={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
