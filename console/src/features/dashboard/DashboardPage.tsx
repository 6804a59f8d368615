import { SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDashboardQuery } from '../../api/dashboard';
import { docsUrl } from '../../navigation/links';
import { isAdmin, useSession } from '../../session/session';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { PageHeader } from '../../components/PageHeader';
import { TitledSection } from '../../components/TitledSection';
import { DashboardTotals } from './DashboardTotals';
import { GettingStarted } from './GettingStarted';
import { NetworkGlanceCard } from './NetworkGlanceCard';
import { QuickActions } from './QuickActions';

const CARD_COLUMNS = { base: 1, md: 2, xl: 3 };

function DashboardSkeleton() {
  return (
    <Stack gap="lg" aria-busy>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} height={76} radius="md" />
        ))}
      </SimpleGrid>
      <SimpleGrid cols={CARD_COLUMNS} spacing="md">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height={220} radius="md" />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/**
 * The welcome page: the networks the user may read at a glance with their totals, or the steps to
 * get started on an empty install; admins get quick actions.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const session = useSession();
  const admin = isAdmin(session);
  const query = useDashboardQuery();
  const networks = query.data?.networks ?? [];

  let content;
  if (query.isError) content = <LoadErrorAlert title={t('dashboard.loadFailed')} error={query.error} />;
  else if (query.isPending) content = <DashboardSkeleton />;
  else if (networks.length === 0) content = <GettingStarted admin={admin} />;
  else {
    content = (
      <Stack gap="xl">
        <DashboardTotals dashboard={query.data} />
        <TitledSection title={t('dashboard.networks')}>
          <SimpleGrid cols={CARD_COLUMNS} spacing="md">
            {networks.map((network) => (
              <NetworkGlanceCard key={network.netid} network={network} />
            ))}
          </SimpleGrid>
        </TitledSection>
      </Stack>
    );
  }

  return (
    <>
      <PageHeader
        title={t('dashboard.welcome', { username: session.username })}
        description={t('dashboard.description')}
        docsUrl={docsUrl()}
        actions={admin && networks.length > 0 && <QuickActions />}
      />
      {content}
    </>
  );
}
