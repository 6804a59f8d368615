import { Button } from '@mantine/core';
import { IconPlugConnectedX, IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyNote } from '../../components/EmptyNote';
import { TitledSection } from '../../components/TitledSection';
import { GatewayMembersTable } from '../nodes/GatewayMembersTable';
import type { NodeView } from '../nodes/nodeFilters';
import { RelayModal } from './RelayModal';
import { RelaysTable } from './RelaysTable';
import { relayedHosts, relays as relaysOf } from './relayViews';
import { useRelayActions } from './useRelayActions';

type Dialog = { relay: NodeView | null } | null;

/** Relays (Pro): the nodes that carry other nodes' traffic, and the hosts each relays. */
export function RelaysSection({
  views,
  loading,
  canManage,
}: {
  views: readonly NodeView[];
  loading: boolean;
  canManage: boolean;
}) {
  const { t } = useTranslation();
  const actions = useRelayActions(views);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const relays = useMemo(() => relaysOf(views), [views]);
  const selected = relays.find(({ node }) => node.id === selectedId) ?? relays[0];
  const members = selected ? relayedHosts(views, selected.node.id).map((view) => ({ view, gateway: selected })) : [];

  return (
    <>
      <TitledSection
        title={t('gateways.relays.title')}
        description={t('gateways.relays.description')}
        actions={
          canManage && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ relay: null })}>
              {t('gateways.relays.create')}
            </Button>
          )
        }
      >
        {!loading && relays.length === 0 ? (
          <EmptyNote>{t('gateways.relays.empty')}</EmptyNote>
        ) : (
          <RelaysTable
            relays={relays}
            memberCount={(id) => relayedHosts(views, id).length}
            loading={loading}
            selectedId={selected?.node.id ?? null}
            onSelect={setSelectedId}
            actions={
              canManage ? { onUpdate: (relay) => setDialog({ relay }), onStop: actions.stopRelaying } : undefined
            }
          />
        )}
      </TitledSection>
      {selected && (
        <TitledSection
          title={t('gateways.relays.membersTitle')}
          description={t('gateways.relays.membersOf', { name: selected.name })}
        >
          {members.length === 0 ? (
            <EmptyNote>{t('gateways.relays.noMembers', { name: selected.name })}</EmptyNote>
          ) : (
            <GatewayMembersTable
              members={members}
              loading={false}
              gatewayHeader={t('gateways.relays.columns.relayedBy')}
              remove={
                canManage
                  ? {
                      label: t('gateways.relays.stop'),
                      icon: <IconPlugConnectedX size={14} aria-hidden />,
                      labelFor: ({ view }) => t('gateways.relays.unrelayLabel', { name: view.name }),
                      onClick: actions.stopBeingRelayed,
                    }
                  : undefined
              }
            />
          )}
        </TitledSection>
      )}
      {dialog && <RelayModal views={views} relay={dialog.relay} onClose={() => setDialog(null)} />}
    </>
  );
}
