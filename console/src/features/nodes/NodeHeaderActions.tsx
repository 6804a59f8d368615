import { Button, Group } from '@mantine/core';
import { IconPencil, IconPlugConnected, IconPlugConnectedX, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { networkPath } from '../../navigation/paths';
import { EditNodeModal } from './EditNodeModal';
import { NodeStatusBadge } from './NodeStatusBadge';
import { useNodeActions, type NamedNode } from './useNodeActions';

/** The node page's status and its actions: edit, connect or disconnect, remove from the network. */
export function NodeHeaderActions({ item }: { item: NamedNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const actions = useNodeActions();
  const [editing, setEditing] = useState(false);
  const { node } = item;
  return (
    <Group gap="sm">
      <NodeStatusBadge status={node.status} reason={node.status_reason} />
      <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
        {t('nodes.actions.edit')}
      </Button>
      <Button
        variant="default"
        leftSection={
          node.connected ? <IconPlugConnectedX size={16} aria-hidden /> : <IconPlugConnected size={16} aria-hidden />
        }
        onClick={() => actions.setConnected(item, !node.connected)}
      >
        {t(node.connected ? 'nodes.actions.disconnect' : 'nodes.actions.connect')}
      </Button>
      <Button
        color="red"
        variant="light"
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => actions.removeNode(item, () => void navigate(networkPath(node.network)))}
      >
        {t('nodes.actions.remove')}
      </Button>
      {editing && <EditNodeModal view={item} onClose={() => setEditing(false)} />}
    </Group>
  );
}
