import { Stack, Title } from '@mantine/core';
import { IconNetwork } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { docsUrl } from '../../app/links';
import { useNetworksQuery } from '../../api/networks';
import { useSession } from '../../app/session';
import { EmptyCard } from '../../components/EmptyCard';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { PageHeader } from '../../components/PageHeader';
import { CreateNetworkButton } from '../networks/CreateNetworkButton';
import { NetworksTable } from '../networks/NetworksTable';

export function DashboardPage() {
  const { t } = useTranslation();
  const { username } = useSession();
  const query = useNetworksQuery();
  const networks = query.data ?? [];

  return (
    <>
      <PageHeader
        title={t('dashboard.welcome', { username })}
        description={t('dashboard.description')}
        docsUrl={docsUrl()}
        actions={networks.length > 0 && <CreateNetworkButton label={t('networks.create')} />}
      />
      {query.isError ? (
        <LoadErrorAlert title={t('networks.loadFailed')} error={query.error} />
      ) : query.isSuccess && networks.length === 0 ? (
        <EmptyCard
          icon={<IconNetwork size={28} />}
          title={t('dashboard.emptyTitle')}
          description={t('dashboard.emptyText')}
          action={<CreateNetworkButton label={t('networks.create')} />}
        />
      ) : (
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('networks.title')}
          </Title>
          <NetworksTable networks={networks} loading={query.isPending} />
        </Stack>
      )}
    </>
  );
}
