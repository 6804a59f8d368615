import { IconPlugConnectedX, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { GatewayNodesTable } from '../nodes/GatewayNodesTable';
import type { NodeView } from '../nodes/nodeFilters';

interface RelaysTableProps {
  relays: readonly NodeView[];
  memberCount: (relayId: string) => number;
  loading: boolean;
  selectedId: string | null;
  onSelect: (id: string) => void;
  actions?: { onUpdate: (relay: NodeView) => void; onStop: (relay: NodeView) => void };
}

/** The relays; picking one lists the hosts it relays. */
export function RelaysTable({ relays, memberCount, loading, selectedId, onSelect, actions }: RelaysTableProps) {
  const { t } = useTranslation();
  return (
    <GatewayNodesTable
      gateways={relays}
      loading={loading}
      columns={[
        {
          header: t('gateways.relays.columns.members'),
          cell: ({ node }) => t('gateways.relays.memberCount', { count: memberCount(node.id) }),
        },
      ]}
      pick={{
        header: t('gateways.relays.columns.show'),
        label: (name) => t('gateways.relays.showMembersOf', { name }),
        selectedId,
        onSelect,
      }}
      menu={
        actions && {
          label: (name) => t('gateways.relays.actionsLabel', { name }),
          change: { label: t('gateways.relays.update'), icon: <IconUsersGroup size={14} />, onClick: actions.onUpdate },
          remove: { label: t('gateways.relays.stop'), icon: <IconPlugConnectedX size={14} />, onClick: actions.onStop },
        }
      }
    />
  );
}
