import { Button } from '@mantine/core';
import { IconArrowsSplit, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { TitledSection } from '../../components/TitledSection';
import { useCanManageNetwork } from '../networks/useCanManageNetwork';
import { GatewayRolePage } from '../nodes/GatewayRolePage';
import type { NodeView } from '../nodes/nodeFilters';
import { useNetworkNodeViews } from '../nodes/useNetworkNodeViews';
import { egressGateways, externalRoutes } from './egressForm';
import { EgressGatewaysTable } from './EgressGatewaysTable';
import { EgressModal } from './EgressModal';
import { ExternalRoutesTable } from './ExternalRoutesTable';
import { useEgressActions } from './useEgressActions';

type Dialog = { gateway?: NodeView } | null;

/** The network's egress gateways and the outside ranges they route (Egress). */
export function EgressPage() {
  const { t } = useTranslation();
  const netid = useParams().networkId ?? '';
  const canManage = useCanManageNetwork(netid);
  const { hostNodes, loading, error } = useNetworkNodeViews(netid);
  const { deleteGateway, deleteRange } = useEgressActions();
  const [dialog, setDialog] = useState<Dialog>(null);
  const gateways = useMemo(() => egressGateways(hostNodes), [hostNodes]);
  const routes = useMemo(() => externalRoutes(gateways), [gateways]);

  const createButton = canManage && (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({})}>
      {t('egress.create')}
    </Button>
  );

  return (
    <>
      <GatewayRolePage
        page="egress"
        netid={netid}
        loading={loading}
        error={error}
        empty={gateways.length === 0}
        emptyIcon={<IconArrowsSplit size={28} aria-hidden />}
        emptyText={t('egress.emptyText')}
        createButton={createButton}
      >
        <TitledSection title={t('egress.gatewaysTitle')} actions={createButton}>
          <EgressGatewaysTable
            gateways={gateways}
            loading={loading}
            actions={canManage ? { onUpdate: (gateway) => setDialog({ gateway }), onDelete: deleteGateway } : undefined}
          />
        </TitledSection>
        <TitledSection title={t('egress.routesTitle')}>
          <ExternalRoutesTable routes={routes} loading={loading} onDelete={canManage ? deleteRange : undefined} />
        </TitledSection>
      </GatewayRolePage>
      {dialog && <EgressModal hosts={hostNodes} gateway={dialog.gateway} onClose={() => setDialog(null)} />}
    </>
  );
}
