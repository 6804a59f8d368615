import { IconServer2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyCard } from '../../components/EmptyCard';
import { NodeOfNetworkPage } from './NodeOfNetworkPage';

/** `/networks/{id}/nodes/{nodeId}`: one node of the network. */
export function NodeDetailsPage() {
  const { t } = useTranslation();
  const { networkId = '', nodeId = '' } = useParams();
  return (
    <NodeOfNetworkPage
      netid={networkId}
      pick={({ node }) => node.id === nodeId}
      missing={
        <EmptyCard
          icon={<IconServer2 size={28} aria-hidden />}
          title={t('nodeDetails.missingTitle')}
          description={t('nodeDetails.missingText')}
        />
      }
    />
  );
}
