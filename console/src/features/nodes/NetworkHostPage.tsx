import { Button } from '@mantine/core';
import { IconServer2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { useNetworkNodesQuery } from '../../api/nodes';
import { networkPath } from '../../app/paths';
import { EmptyCard } from '../../components/EmptyCard';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { PageSkeleton } from '../../components/PageSkeleton';

/** `/networks/{id}/hosts/{hostId}`: a device as a member of one network is its node there, shown on the node's page. */
export function NetworkHostPage() {
  const { t } = useTranslation();
  const { networkId = '', hostId = '' } = useParams();
  const nodes = useNetworkNodesQuery(networkId);
  if (nodes.isError) return <LoadErrorAlert title={t('nodes.loadFailed')} error={nodes.error} />;
  if (nodes.isPending) return <PageSkeleton />;
  const node = nodes.data.find((known) => known.hostid === hostId && !known.is_static);
  if (node) return <Navigate to={`${networkPath(networkId)}/${encodeURIComponent(node.id)}`} replace />;
  return (
    <EmptyCard
      icon={<IconServer2 size={28} aria-hidden />}
      title={t('nodeDetails.hostNotInNetworkTitle')}
      description={t('nodeDetails.hostNotInNetworkText', { hostId, netid: networkId })}
      action={
        <Button component={Link} to={networkPath(networkId)} variant="light">
          {t('nodeDetails.backToNodes')}
        </Button>
      }
    />
  );
}
