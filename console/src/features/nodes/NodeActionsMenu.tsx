import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconEye, IconPencil, IconPlugConnected, IconPlugConnectedX, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useNodeActions, type NamedNode } from './useNodeActions';

/** Edit, view, connect or disconnect, and remove one node. */
export function NodeActionsMenu({ item, onEdit }: { item: NamedNode; onEdit: () => void }) {
  const { t } = useTranslation();
  const actions = useNodeActions();
  const { node } = item;
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('nodes.actionsLabel', { name: item.name })}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component={Link}
          to={`/networks/${encodeURIComponent(node.network)}/nodes/${encodeURIComponent(node.id)}`}
          leftSection={<IconEye size={14} />}
        >
          {t('nodes.actions.view')}
        </Menu.Item>
        <Menu.Item leftSection={<IconPencil size={14} />} onClick={onEdit}>
          {t('nodes.actions.edit')}
        </Menu.Item>
        <Menu.Item
          leftSection={node.connected ? <IconPlugConnectedX size={14} /> : <IconPlugConnected size={14} />}
          onClick={() => actions.setConnected(item, !node.connected)}
        >
          {t(node.connected ? 'nodes.actions.disconnect' : 'nodes.actions.connect')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconTrash size={14} />} onClick={() => actions.removeNode(item)}>
          {t('nodes.actions.remove')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
