import { ActionIcon, Button, Menu } from '@mantine/core';
import { compareVersions, type ApiHost, type ApiNode } from '@netloom/contract';
import { IconArrowUp, IconDots, IconKey, IconPencil, IconStar, IconStarOff, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useServerConfigQuery } from '../../api/server';
import { useHostActions } from './useHostActions';

interface HostActionsMenuProps {
  host: ApiHost;
  hostNodes: readonly ApiNode[];
  onEdit: () => void;
  /** Shows a labelled button instead of the "…" icon (details page). */
  labelled?: boolean;
  /** Where to go once the host is deleted. */
  afterDelete?: string;
}

/** Make/unmake default, refresh keys, edit, upgrade (when older than the server) and delete. */
export function HostActionsMenu({ host, hostNodes, onEdit, labelled = false, afterDelete }: HostActionsMenuProps) {
  const { t } = useTranslation();
  const actions = useHostActions();
  const serverVersion = useServerConfigQuery(true).data?.Version ?? '';
  const canUpgrade = serverVersion !== '' && compareVersions(host.version, serverVersion) < 0;
  const label = t('devices.actionsLabel', { name: host.name });
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {labelled ? (
          <Button variant="default" rightSection={<IconDots size={16} />} aria-label={label}>
            {t('common.actions')}
          </Button>
        ) : (
          <ActionIcon variant="subtle" color="gray" aria-label={label}>
            <IconDots size={16} />
          </ActionIcon>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={host.isdefault ? <IconStarOff size={14} /> : <IconStar size={14} />}
          onClick={() => actions.toggleDefault(host)}
        >
          {t(host.isdefault ? 'devices.actions.unsetDefault' : 'devices.actions.setDefault')}
        </Menu.Item>
        <Menu.Item leftSection={<IconKey size={14} />} onClick={() => actions.refreshHostKeys(host)}>
          {t('devices.actions.refreshKeys')}
        </Menu.Item>
        <Menu.Item leftSection={<IconPencil size={14} />} onClick={onEdit}>
          {t('devices.actions.edit')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconArrowUp size={14} />}
          disabled={!canUpgrade}
          onClick={() => actions.upgradeHost(host, serverVersion)}
        >
          {canUpgrade ? t('devices.actions.upgrade') : t('devices.actions.upToDate')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={14} />}
          onClick={() => actions.deleteHost(host, hostNodes, afterDelete)}
        >
          {t('devices.actions.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
