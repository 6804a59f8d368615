import { IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { GatewayNodesTable } from '../nodes/GatewayNodesTable';
import type { NodeView } from '../nodes/nodeFilters';

interface InternetGatewaysTableProps {
  gateways: readonly NodeView[];
  /** How many hosts each gateway serves, by node id. */
  clientCounts: ReadonlyMap<string, number>;
  loading: boolean;
  /** Row menus, for those who may change gateways. */
  actions?: { onUpdate: (gateway: NodeView) => void; onDelete: (gateway: NodeView) => void };
}

/** The internet gateways: name, addresses and endpoints, and how many hosts go online through each. */
export function InternetGatewaysTable({ clientCounts, actions, ...table }: InternetGatewaysTableProps) {
  const { t } = useTranslation();
  return (
    <GatewayNodesTable
      {...table}
      columns={[
        {
          header: t('internetGateways.columns.connected'),
          cell: ({ node }) => t('internetGateways.hostCount', { count: clientCounts.get(node.id) ?? 0 }),
        },
      ]}
      menu={
        actions && {
          label: (name) => t('internetGateways.actionsLabel', { name }),
          change: {
            label: t('internetGateways.update'),
            icon: <IconUsersGroup size={14} />,
            onClick: actions.onUpdate,
          },
          remove: { onClick: actions.onDelete },
        }
      }
    />
  );
}
