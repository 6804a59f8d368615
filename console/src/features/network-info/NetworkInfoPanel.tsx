import { Divider, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useNetworkNodesQuery } from '../../api/nodes';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { PageSkeleton } from '../../components/PageSkeleton';
import { useCanManageNetwork } from '../networks/useCanManageNetwork';
import { useNetwork } from '../networks/useNetwork';
import { NetworkNameForm } from './NetworkNameForm';
import { NetworkSettingsFacts } from './NetworkSettingsFacts';
import { NetworkUseCaseSection } from './NetworkUseCaseSection';

/**
 * The Network Info of the network in the address (no page header: the Info page and the Analytics
 * tab put it under theirs): its display name, editable by its admins, its settings read-only, and for
 * its admins the use case it is set up for.
 */
export function NetworkInfoPanel() {
  const { t } = useTranslation();
  const netid = useParams().networkId ?? '';
  const editable = useCanManageNetwork(netid);
  const { network, error } = useNetwork(netid);
  const nodes = useNetworkNodesQuery(netid);

  if (!network) {
    if (error) return <LoadErrorAlert title={t('errors.loadingNetworkData')} error={error} />;
    return <PageSkeleton />;
  }
  const clients = nodes.data?.filter((node) => node.is_static).length;
  const hostNodes = nodes.data && nodes.data.length - (clients ?? 0);
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="lg">
        <NetworkNameForm key={network.netid} network={network} editable={editable} />
        <Divider />
        <NetworkSettingsFacts network={network} nodes={hostNodes} clients={clients} />
        {editable && (
          <>
            <Divider />
            <NetworkUseCaseSection netid={network.netid} />
          </>
        )}
      </Stack>
    </Paper>
  );
}
