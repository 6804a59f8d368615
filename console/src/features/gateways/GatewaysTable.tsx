import { Badge } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { GatewayNodesTable } from '../nodes/GatewayNodesTable';
import type { NodeView } from '../nodes/nodeFilters';
import { NoValue } from '../../components/NoValue';

interface GatewaysTableProps {
  gateways: readonly NodeView[];
  loading: boolean;
  /** The gateway whose clients show; null for all. */
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Row menus, for those who may change gateways. */
  actions?: { onEdit: (gateway: NodeView) => void; onDelete: (gateway: NodeView) => void };
}

/** The remote-access gateways; picking one shows only its clients. */
export function GatewaysTable({ selectedId, onSelect, actions, ...table }: GatewaysTableProps) {
  const { t } = useTranslation();
  return (
    <GatewayNodesTable
      {...table}
      columns={[
        { header: t('gateways.columns.dns'), cell: ({ node }) => node.ingressdns || <NoValue /> },
        {
          header: t('gateways.columns.mtuKeepalive'),
          cell: ({ node }) =>
            t('gateways.mtuKeepalive', { mtu: node.ingressmtu, keepalive: node.ingresspersistentkeepalive }),
        },
      ]}
      nameBadge={({ node }) =>
        node.isinternetgateway && (
          <Badge size="xs" variant="light" color="teal">
            {t('gateways.internetGateway')}
          </Badge>
        )
      }
      pick={{
        header: t('gateways.columns.show'),
        label: (name) => t('gateways.showClientsOf', { name }),
        selectedId,
        onSelect,
      }}
      menu={
        actions && {
          label: (name) => t('gateways.actionsLabel', { name }),
          change: { label: t('gateways.edit'), icon: <IconPencil size={14} />, onClick: actions.onEdit },
          remove: { label: t('gateways.delete'), onClick: actions.onDelete },
        }
      }
    />
  );
}
