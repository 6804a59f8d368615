import { Badge, Menu, Text, type FloatingPosition } from '@mantine/core';
import { IconCheck, IconList, IconPlus } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCreateNetwork } from '../../features/networks/CreateNetworkProvider';
import { networkLabel } from '../../features/networks/networkLabel';
import { useActiveNetwork } from '../../features/networks/useActiveNetwork';
import { usePickNetwork } from '../../features/networks/usePickNetwork';
import { useNodeCounts } from '../../features/networks/useNodeCounts';
import { isAdmin, useSession } from '../../session/session';
import { useSidebar } from './SidebarContext';

interface NetworkSwitcherProps {
  /** The button that opens it. */
  children: ReactElement;
  position?: FloatingPosition;
}

/**
 * Every network with its node count, the active one marked, then All Networks and New Network.
 * Each opening reloads all nodes; the list fits the window, at least 100px high.
 */
export function NetworkSwitcher({ children, position = 'bottom-start' }: NetworkSwitcherProps) {
  const { t } = useTranslation();
  const admin = isAdmin(useSession());
  const openCreateNetwork = useCreateNetwork();
  const { clearHover } = useSidebar();

  return (
    <Menu
      position={position}
      shadow="md"
      onOpen={clearHover}
      withInitialFocusPlaceholder={false}
      middlewares={{ flip: true, shift: true, size: { padding: 8 } }}
      styles={{
        dropdown: { minWidth: 320, maxWidth: 'calc(100vw - 16px)', display: 'flex', flexDirection: 'column' },
      }}
    >
      <Menu.Target>{children}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('nav.networks')}</Menu.Label>
        <NetworkSwitcherList />
        <Menu.Divider />
        <Menu.Item component={Link} to="/networks" leftSection={<IconList size={16} aria-hidden />}>
          {t('nav.allNetworks')}
        </Menu.Item>
        <Menu.Item leftSection={<IconPlus size={16} aria-hidden />} disabled={!admin} onClick={openCreateNetwork}>
          {t('nav.newNetwork')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/**
 * The switcher's network list. Mantine mounts it only while the switcher is open, so all nodes are
 * loaded once per opening (for the counts) and not on every page.
 */
function NetworkSwitcherList() {
  const { t } = useTranslation();
  const { networks, active } = useActiveNetwork();
  const nodeCounts = useNodeCounts();
  const pick = usePickNetwork();
  return (
    // The list scrolls when there are many networks; keyboard users can focus it to scroll it too.
    <div
      role="group"
      aria-label={t('nav.networks')}
      tabIndex={0}
      style={{ flex: '1 1 auto', minHeight: 100, overflowY: 'auto' }}
    >
      {networks.map((network) => {
        const current = network.netid === active?.netid;
        return (
          <Menu.Item
            key={network.netid}
            onClick={() => pick(network.netid)}
            aria-current={current ? 'true' : undefined}
            leftSection={current ? <IconCheck size={16} aria-hidden /> : <span style={{ width: 16 }} />}
            rightSection={
              <Badge variant="default" size="sm" radius="sm" tt="none" fw={500}>
                {t('nav.nodeCount', { count: nodeCounts.countOf(network.netid) })}
              </Badge>
            }
          >
            <Text size="sm" fw={current ? 600 : 400} truncate>
              {networkLabel(network)}
            </Text>
          </Menu.Item>
        );
      })}
    </div>
  );
}
