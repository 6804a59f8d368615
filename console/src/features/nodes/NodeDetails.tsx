import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNodePeersQuery } from '../../api/nodePeers';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { PageHeader } from '../../components/PageHeader';
import { networkLabel } from '../networks/networkLabel';
import { useActiveNetwork } from '../networks/useActiveNetwork';
import { NodeFacts } from './NodeFacts';
import type { NodeView } from './nodeFilters';
import { NodeHeaderActions } from './NodeHeaderActions';
import { NodeMetricsSummary } from './NodeMetricsSummary';
import { NodePeersTable } from './NodePeersTable';
import { NodeRoles } from './NodeRoles';

/**
 * One node's page: its roles, a summary of its metrics, its peers as it sees them, then its facts
 * and its host's, with edit, connect/disconnect and remove.
 */
export function NodeDetails({ view, views }: { view: NodeView; views: readonly NodeView[] }) {
  const { t } = useTranslation();
  const { node } = view;
  const peers = useNodePeersQuery(node.network, node.id);
  const { networks } = useActiveNetwork();
  const network = networks.find((known) => known.netid === node.network);
  const networkName = network ? networkLabel(network) : node.network;
  const nameOf = (id: string) => views.find((known) => known.node.id === id)?.name ?? id;
  const item = { node, name: view.name };
  return (
    <>
      <PageHeader
        title={view.name}
        description={t('nodeDetails.description', { netid: networkName })}
        actions={<NodeHeaderActions item={item} />}
      />
      <Stack gap="lg">
        <NodeRoles node={node} views={views} />
        {peers.isError ? (
          <LoadErrorAlert title={t('nodeDetails.peers.loadFailed')} error={peers.error} />
        ) : (
          <>
            {peers.data && <NodeMetricsSummary peers={peers.data.peers} />}
            <NodePeersTable
              netid={node.network}
              peers={peers.data?.peers ?? []}
              loading={peers.isPending}
              readAt={peers.dataUpdatedAt}
              nameOf={nameOf}
            />
          </>
        )}
        <NodeFacts node={node} host={view.host} networkName={networkName} />
      </Stack>
    </>
  );
}
