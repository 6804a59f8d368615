import { Button, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ApiHost } from '@netloom/contract';
import { IconDevices, IconPlus, IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { docsUrl } from '../../navigation/links';
import { EmptyCard } from '../../components/EmptyCard';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { PageHeader } from '../../components/PageHeader';
import { DevicesTable } from './DevicesTable';
import { EditHostModal } from './EditHostModal';
import { NetworkAccessPanel } from './NetworkAccessPanel';
import { RefreshAllKeysButton } from './RefreshAllKeysButton';
import { useHostRows } from './useHostRows';

/** Typing pauses this long before the server is asked again. */
const SEARCH_DELAY_MS = 100;

export function DevicesPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [searched] = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const [editing, setEditing] = useState<ApiHost | null>(null);
  const filters = useMemo(() => ({ search: searched, sort: 'name' as const, order: 'asc' as const }), [searched]);
  const list = useHostRows(filters);
  const anyHost = (list.first?.all ?? 0) > 0;
  const addButton = (
    <Button component={Link} to="/hosts-new" leftSection={<IconPlus size={16} aria-hidden />}>
      {t('devices.add')}
    </Button>
  );

  let content;
  if (list.error) content = <LoadErrorAlert title={t('devices.loadFailed')} error={list.error} />;
  else if (list.first && !anyHost) {
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
        {list.first && !list.updating && list.total === 0 ? (
          <Text c="dimmed">{t('devices.noMatches', { search: search.trim() })}</Text>
        ) : (
          <Tabs defaultValue="overview" keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="overview">{t('devices.tabs.overview')}</Tabs.Tab>
              <Tabs.Tab value="access">{t('devices.tabs.access')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="overview">
              <DevicesTable list={list} onEdit={setEditing} />
            </Tabs.Panel>
            <Tabs.Panel value="access">
              <NetworkAccessPanel list={list} />
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
          anyHost && (
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
