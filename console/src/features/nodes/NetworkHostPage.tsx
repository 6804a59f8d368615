import { Button } from '@mantine/core';
import { IconServer2 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { networkPath } from '../../navigation/paths';
import { EmptyCard } from '../../components/EmptyCard';
import { NodeOfNetworkPage } from './NodeOfNetworkPage';

/** `/networks/{id}/hosts/{hostId}`: a device as a member of one network is its node there, on the node page. */
export function NetworkHostPage() {
  const { t } = useTranslation();
  const { networkId = '', hostId = '' } = useParams();
  return (
    <NodeOfNetworkPage
      netid={networkId}
      pick={({ node }) => node.hostid === hostId && !node.is_static}
      missing={
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
      }
    />
  );
}
