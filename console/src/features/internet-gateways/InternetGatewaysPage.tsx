import { Button } from '@mantine/core';
import { IconPlugConnectedX, IconPlus, IconWorld } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyCard } from '../../components/EmptyCard';
import { EmptyNote } from '../../components/EmptyNote';
import { TitledSection } from '../../components/TitledSection';
import { useCanManageNetwork } from '../networks/useCanManageNetwork';
import { NetworkPageHeader } from '../networks/NetworkPageHeader';
import { GatewayMembersTable } from '../nodes/GatewayMembersTable';
import { GatewayRolePage } from '../nodes/GatewayRolePage';
import type { NodeView } from '../nodes/nodeFilters';
import { useNetworkNodeViews } from '../nodes/useNetworkNodeViews';
import { useIsPro } from '../notices/useIsPro';
import { connectedHosts, internetGateways } from './internetGatewayForm';
import { InternetGatewayModal } from './InternetGatewayModal';
import { InternetGatewaysTable } from './InternetGatewaysTable';
import { useInternetGatewayActions } from './useInternetGatewayActions';

type Dialog = { gateway?: NodeView } | null;

/** Pro: the network's internet gateways and the hosts that go online through them. */
export function InternetGatewaysPage() {
  const { t } = useTranslation();
  const netid = useParams().networkId ?? '';
  const pro = useIsPro();
  const canManage = useCanManageNetwork(netid);
  const { hostNodes, loading, error } = useNetworkNodeViews(netid);
  const [dialog, setDialog] = useState<Dialog>(null);
  const gateways = useMemo(() => internetGateways(hostNodes), [hostNodes]);
  const connected = useMemo(() => connectedHosts(gateways, hostNodes), [gateways, hostNodes]);
  const clientCounts = useMemo(() => {
    const counts = new Map<string, number>();
    for (const { gateway } of connected) counts.set(gateway.node.id, (counts.get(gateway.node.id) ?? 0) + 1);
    return counts;
  }, [connected]);
  const { deleteGateway, disconnect } = useInternetGatewayActions(hostNodes);

  if (!pro) {
    return (
      <>
        <NetworkPageHeader page="internet-gateways" />
        <EmptyCard
          icon={<IconWorld size={28} aria-hidden />}
          title={t('internetGateways.proTitle')}
          description={t('internetGateways.proText')}
        />
      </>
    );
  }

  const createButton = canManage && (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({})}>
      {t('internetGateways.create')}
    </Button>
  );

  return (
    <>
      <GatewayRolePage
        page="internet-gateways"
        netid={netid}
        loading={loading}
        error={error}
        empty={gateways.length === 0}
        emptyIcon={<IconWorld size={28} aria-hidden />}
        emptyText={t('internetGateways.emptyText')}
        createButton={createButton}
      >
        <TitledSection title={t('internetGateways.gatewaysTitle')} actions={createButton}>
          <InternetGatewaysTable
            gateways={gateways}
            clientCounts={clientCounts}
            loading={loading}
            actions={canManage ? { onUpdate: (gateway) => setDialog({ gateway }), onDelete: deleteGateway } : undefined}
          />
        </TitledSection>
        <TitledSection title={t('internetGateways.connectedTitle')}>
          {!loading && connected.length === 0 ? (
            <EmptyNote>{t('internetGateways.noConnected')}</EmptyNote>
          ) : (
            <GatewayMembersTable
              members={connected}
              loading={loading}
              gatewayHeader={t('internetGateways.columns.gateway')}
              remove={
                canManage
                  ? {
                      label: t('internetGateways.disconnectButton'),
                      icon: <IconPlugConnectedX size={14} aria-hidden />,
                      labelFor: ({ view, gateway }) =>
                        t('internetGateways.disconnectLabel', { name: view.name, gateway: gateway.name }),
                      onClick: disconnect,
                    }
                  : undefined
              }
            />
          )}
        </TitledSection>
      </GatewayRolePage>
      {dialog && <InternetGatewayModal hosts={hostNodes} gateway={dialog.gateway} onClose={() => setDialog(null)} />}
    </>
  );
}
