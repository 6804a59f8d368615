import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useNetworkExtClientsQuery } from '../../api/extClients';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { NetworkPageHeader } from '../networks/NetworkPageHeader';
import { useNetworkNodeViews } from '../nodes/useNetworkNodeViews';
import { useIsPro } from '../notices';
import { clientViews } from './gatewayViews';
import { RelaysSection } from './RelaysSection';
import { RemoteAccessSection } from './RemoteAccessSection';
import { useCanManageNetwork } from '../networks/useCanManageNetwork';

/** The network's gateways: remote access with its VPN config files, and relays on Pro servers. */
export function GatewaysPage() {
  const { t } = useTranslation();
  const netid = useParams().networkId ?? '';
  const isPro = useIsPro();
  const canManage = useCanManageNetwork(netid);
  const { hostNodes, loading, error } = useNetworkNodeViews(netid);
  const clients = useNetworkExtClientsQuery(netid);
  const clientRows = useMemo(() => clientViews(clients.data ?? [], hostNodes), [clients.data, hostNodes]);

  return (
    <>
      <NetworkPageHeader page="gateways" />
      {error ? (
        <LoadErrorAlert title={t('nodes.loadFailed')} error={error} />
      ) : (
        <Stack gap="xl">
          {clients.isError && <LoadErrorAlert title={t('gateways.clients.loadFailed')} error={clients.error} />}
          <RemoteAccessSection
            netid={netid}
            views={hostNodes}
            clients={clientRows}
            loading={loading}
            clientsLoading={loading || clients.isPending}
            canManage={canManage}
          />
          {isPro && <RelaysSection views={hostNodes} loading={loading} canManage={canManage} />}
        </Stack>
      )}
    </>
  );
}
