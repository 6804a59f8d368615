import {
  IconAccessPoint,
  IconAccessPointOff,
  IconExternalLink,
  IconEye,
  IconLifebuoy,
  IconLifebuoyOff,
  IconPencil,
  IconPlugConnected,
  IconPlugConnectedX,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { networkPath } from '../../navigation/paths';
import { RowMenu, RowMenuEntries, type RowMenuItem } from '../../components/RowMenu';
import { nodeDetailsPath, type NodeView } from './nodeFilters';
import { useFailoverActions } from './useFailoverActions';
import { useNodeActions } from './useNodeActions';
import { useRemoteAccessActions } from './useRemoteAccessActions';

/** What the menu's confirmations name beyond the row itself. */
export interface NodeMenuContext {
  /** The names of a remote access gateway's config files, which go when it stops being one; null when they could not be loaded. */
  configFilesOf: (gatewayId: string) => Promise<string[] | null>;
  /** The name of the network's failover host, which a new one replaces; null for none. */
  failoverHost: string | null;
}

interface NodeActionsMenuProps {
  row: NodeView;
  /** Pro servers offer the failover actions. */
  pro: boolean;
  context: NodeMenuContext;
  onEdit: () => void;
}

/**
 * A host's node: view, edit, gateway roles, connect or disconnect, remove. A config file is managed
 * with its gateway, so its menu leads to the Gateways page. The entries are built when it opens.
 */
export function NodeActionsMenu(props: NodeActionsMenuProps) {
  const { t } = useTranslation();
  return (
    <RowMenu label={t('nodes.actionsLabel', { name: props.row.name })}>
      {props.row.client ? <ConfigFileMenuEntries row={props.row} /> : <NodeMenuEntries {...props} />}
    </RowMenu>
  );
}

function ConfigFileMenuEntries({ row }: { row: NodeView }) {
  const { t } = useTranslation();
  return (
    <RowMenuEntries
      items={[
        {
          label: t('nodes.actions.manageOnGateways'),
          icon: <IconExternalLink size={14} />,
          to: networkPath(row.node.network, 'gateways'),
        },
      ]}
    />
  );
}

function NodeMenuEntries({ row, pro, context, onEdit }: NodeActionsMenuProps) {
  const { t } = useTranslation();
  const actions = useNodeActions();
  const { setFailover } = useFailoverActions();
  const remoteAccess = useRemoteAccessActions();
  const { node } = row;
  const items: RowMenuItem[] = [
    {
      label: t('nodes.actions.view'),
      icon: <IconEye size={14} />,
      to: nodeDetailsPath(node),
    },
    { label: t('nodes.actions.edit'), icon: <IconPencil size={14} />, onClick: onEdit },
    node.isingressgateway
      ? {
          label: t('nodes.remoteAccess.unset'),
          icon: <IconAccessPointOff size={14} />,
          onClick: () =>
            void context.configFilesOf(node.id).then((names) => names && remoteAccess.deleteGateway(row, names)),
        }
      : {
          label: t('nodes.remoteAccess.set'),
          icon: <IconAccessPoint size={14} />,
          onClick: () => remoteAccess.setGateway(row),
        },
    ...(pro
      ? [
          {
            label: t(node.is_fail_over ? 'nodes.failover.unset' : 'nodes.failover.set'),
            icon: node.is_fail_over ? <IconLifebuoyOff size={14} /> : <IconLifebuoy size={14} />,
            onClick: () => setFailover(row, !node.is_fail_over, context.failoverHost),
          },
        ]
      : []),
    {
      label: t(node.connected ? 'nodes.actions.disconnect' : 'nodes.actions.connect'),
      icon: node.connected ? <IconPlugConnectedX size={14} /> : <IconPlugConnected size={14} />,
      onClick: () => actions.setConnected(row, !node.connected),
    },
    {
      label: t('nodes.actions.remove'),
      icon: <IconTrash size={14} />,
      onClick: () => actions.removeNode(row),
      danger: true,
    },
  ];
  return <RowMenuEntries items={items} />;
}
