import { Button } from '@mantine/core';
import type { ExtClient } from '@netloom/contract';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session';
import { EmptyNote } from '../../components/EmptyNote';
import { TitledSection } from '../../components/TitledSection';
import { networkRangesOf, type NodeView } from '../nodes/nodeFilters';
import { ClientConfigModal } from './ClientConfigModal';
import { ClientDetailsModal } from './ClientDetailsModal';
import { ClientsTable } from './ClientsTable';
import { CreateClientModal } from './CreateClientModal';
import { EditClientModal } from './EditClientModal';
import { filterClients, type ClientView } from './gatewayViews';
import { SearchBox } from '../../components/SearchBox';

interface ClientsSectionProps {
  netid: string;
  views: readonly NodeView[];
  clients: readonly ClientView[];
  loading: boolean;
  /** The gateway picked in the gateways table; null shows every client. */
  gateway: NodeView | null;
  onShowAll: () => void;
  /** Administers the network: creates and deletes clients, and changes any of them. */
  canManage: boolean;
}

type Dialog = { kind: 'create' } | { kind: 'edit' | 'config' | 'details'; client: ExtClient } | null;

/** The VPN config files (external clients) with their search, and everything done with them. */
export function ClientsSection({ netid, views, clients, loading, gateway, onShowAll, canManage }: ClientsSectionProps) {
  const { t } = useTranslation();
  const { username } = useSession();
  const mayChange = (client: ExtClient) => canManage || client.ownerid === username;
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<Dialog>(null);
  const matches = useMemo(() => filterClients(clients, gateway?.node.id ?? null, search), [clients, gateway, search]);
  const viewOf = (client: ExtClient) => views.find(({ node }) => node.id === client.ingressgatewayid);
  const close = () => setDialog(null);

  return (
    <TitledSection
      title={t('gateways.clients.title')}
      description={gateway ? t('gateways.clients.ofGateway', { name: gateway.name }) : t('gateways.clients.ofAll')}
      actions={
        <>
          {gateway && (
            <Button variant="default" onClick={onShowAll}>
              {t('gateways.clients.showAll')}
            </Button>
          )}
          <SearchBox label={t('gateways.clients.search')} value={search} onChange={setSearch} />
          {canManage && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ kind: 'create' })}>
              {t('gateways.clients.create')}
            </Button>
          )}
        </>
      }
    >
      {!loading && matches.length === 0 ? (
        <EmptyNote>{t(clients.length === 0 ? 'gateways.clients.empty' : 'gateways.clients.noMatches')}</EmptyNote>
      ) : (
        <ClientsTable
          clients={matches}
          loading={loading}
          mayChange={mayChange}
          mayDelete={canManage}
          onOpen={(client) => setDialog({ kind: 'details', client })}
          onEdit={(client) => setDialog({ kind: 'edit', client })}
          onViewConfig={(client) => setDialog({ kind: 'config', client })}
        />
      )}
      {dialog?.kind === 'create' && (
        <CreateClientModal
          onClose={close}
          onCreated={(client) => setDialog({ kind: 'config', client })}
          netid={netid}
          views={views}
          gatewayId={gateway?.node.id ?? views.find(({ node }) => node.isingressgateway)?.node.id ?? null}
        />
      )}
      {dialog?.kind === 'edit' && (
        <EditClientModal
          client={dialog.client}
          networkRanges={networkRangesOf(viewOf(dialog.client))}
          onClose={close}
        />
      )}
      {dialog?.kind === 'config' && (
        <ClientConfigModal client={dialog.client} gateway={viewOf(dialog.client)} onClose={close} />
      )}
      {dialog?.kind === 'details' && (
        <ClientDetailsModal
          client={dialog.client}
          gatewayName={viewOf(dialog.client)?.name ?? dialog.client.ingressgatewayid}
          onClose={close}
          onViewConfig={
            mayChange(dialog.client) ? () => setDialog({ kind: 'config', client: dialog.client }) : undefined
          }
        />
      )}
    </TitledSection>
  );
}
