import { Badge } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { GatewayNodesTable } from '../nodes/GatewayNodesTable';
import type { NodeView } from '../nodes/nodeFilters';

interface EgressGatewaysTableProps {
  gateways: readonly NodeView[];
  loading: boolean;
  /** Row menus, for those who may change gateways. */
  actions?: { onUpdate: (gateway: NodeView) => void; onDelete: (gateway: NodeView) => void };
}

/** The egress gateways: host, addresses and endpoints, NAT and how many ranges each routes. */
export function EgressGatewaysTable({ actions, ...table }: EgressGatewaysTableProps) {
  const { t } = useTranslation();
  return (
    <GatewayNodesTable
      {...table}
      columns={[
        {
          header: t('egress.columns.nat'),
          cell: ({ node }) => (
            <Badge variant="light" color={node.egressgatewaynatenabled ? 'green' : 'gray'}>
              {t(node.egressgatewaynatenabled ? 'egress.natOn' : 'egress.natOffShort')}
            </Badge>
          ),
        },
        {
          header: t('egress.columns.ranges'),
          cell: ({ node }) => t('egress.rangeCount', { count: node.egressgatewayranges?.length ?? 0 }),
        },
      ]}
      menu={
        actions && {
          label: (name) => t('egress.actionsLabel', { name }),
          change: { label: t('egress.update'), icon: <IconPencil size={14} />, onClick: actions.onUpdate },
          remove: { onClick: actions.onDelete },
        }
      }
    />
  );
}
