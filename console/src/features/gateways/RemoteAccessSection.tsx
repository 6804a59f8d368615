import { Button, Stack } from '@mantine/core';
import { IconAccessPoint, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyCard } from '../../components/EmptyCard';
import { EmptyNote } from '../../components/EmptyNote';
import { TitledSection } from '../../components/TitledSection';
import type { NodeView } from '../nodes/nodeFilters';
import { useRemoteAccessActions } from '../nodes/useRemoteAccessActions';
import { ClientsSection } from './ClientsSection';
import { CreateGatewayModal } from './CreateGatewayModal';
import { EditGatewayModal } from './EditGatewayModal';
import { clientsOfGateway, searchNodes, type ClientView } from './gatewayViews';
import { GatewaysTable } from './GatewaysTable';
import { SearchBox } from '../../components/SearchBox';

interface RemoteAccessSectionProps {
  netid: string;
  views: readonly NodeView[];
  clients: readonly ClientView[];
  loading: boolean;
  clientsLoading: boolean;
  canManage: boolean;
}

/** Remote access: the gateways, and the VPN config files of the picked gateway (or of all). */
export function RemoteAccessSection({
  netid,
  views,
  clients,
  loading,
  clientsLoading,
  canManage,
}: RemoteAccessSectionProps) {
  const { t } = useTranslation();
  const { deleteGateway } = useRemoteAccessActions();
  const [search, setSearch] = useState('');
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<NodeView | null>(null);
  const gateways = useMemo(() => views.filter(({ node }) => node.isingressgateway), [views]);
  const matches = useMemo(() => searchNodes(gateways, search), [gateways, search]);
  const selected = gateways.find(({ node }) => node.id === selectedId) ?? null;

  const createButton = canManage && (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
      {t('gateways.create')}
    </Button>
  );

  const remove = (gateway: NodeView) =>
    deleteGateway(
      gateway,
      clientsOfGateway(clients, gateway.node.id).map(({ client }) => client.clientid),
      () => {
        if (gateway.node.id === selectedId) setSelectedId(null);
      },
    );

  return (
    <>
      {!loading && gateways.length === 0 ? (
        <EmptyCard
          icon={<IconAccessPoint size={28} aria-hidden />}
          title={t('gateways.emptyTitle', { netid })}
          description={t('gateways.emptyText')}
          action={createButton}
        />
      ) : (
        <Stack gap="xl">
          <TitledSection
            title={t('gateways.title')}
            description={t('gateways.description')}
            actions={
              <>
                <SearchBox label={t('gateways.search')} value={search} onChange={setSearch} />
                {createButton}
              </>
            }
          >
            {!loading && matches.length === 0 ? (
              <EmptyNote>{t('gateways.noMatches')}</EmptyNote>
            ) : (
              <GatewaysTable
                gateways={matches}
                loading={loading}
                selectedId={selected?.node.id ?? null}
                onSelect={setSelectedId}
                actions={canManage ? { onEdit: setEditing, onDelete: remove } : undefined}
              />
            )}
          </TitledSection>
          <ClientsSection
            netid={netid}
            views={views}
            clients={clients}
            loading={clientsLoading}
            gateway={selected}
            onShowAll={() => setSelectedId(null)}
            canManage={canManage}
          />
        </Stack>
      )}
      <CreateGatewayModal opened={creating} onClose={() => setCreating(false)} views={views} />
      {editing && <EditGatewayModal gateway={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
