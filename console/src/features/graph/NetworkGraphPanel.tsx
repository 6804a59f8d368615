import { Skeleton, Stack } from '@mantine/core';
import { IconBinaryTree2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useNetworkGraphQuery } from '../../api/graph';
import { EmptyCard } from '../../components/EmptyCard';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { NetworkGraphView } from './NetworkGraphView';

/** The network graph without a page header (the Graph page and the Analytics page's Graph tab show it). */
export function NetworkGraphPanel() {
  const { t } = useTranslation();
  const netid = useParams().networkId ?? '';
  const query = useNetworkGraphQuery(netid);
  if (query.isPending) {
    return (
      <Stack gap="md" aria-busy>
        <Skeleton height={36} width={300} />
        <Skeleton height={420} />
      </Stack>
    );
  }
  if (!query.data) return <LoadErrorAlert title={t('graph.loadFailed')} error={query.error} />;
  if (query.data.nodes.length === 0) {
    return (
      <EmptyCard
        icon={<IconBinaryTree2 size={28} aria-hidden />}
        title={t('sections.graph.emptyTitle', { netid })}
        description={t('sections.graph.emptyText')}
      />
    );
  }
  return <NetworkGraphView netid={netid} graph={query.data} />;
}
