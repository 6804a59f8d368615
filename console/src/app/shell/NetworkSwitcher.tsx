import { Group, Menu, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconCheck, IconList, IconPlus, IconSelector, IconTopologyStar3 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useCreateNetwork } from '../../features/networks/CreateNetworkProvider';
import { useActiveNetwork } from '../../features/networks/useActiveNetwork';
import { useNodeCounts } from '../../features/nodes/useNodeCounts';
import { networkPath } from '../links';
import { isAdmin, setActiveNetwork, useSession } from '../session';

/** The section to keep when switching networks from a page under /networks/{id}/. */
function currentSection(pathname: string): string {
  const [, root, , section] = pathname.split('/');
  return root === 'networks' && section ? section : 'nodes';
}

/** Picks the active network (spec section 2); reloads the node counts on every opening. */
export function NetworkSwitcher() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const admin = isAdmin(useSession());
  const { networks, active } = useActiveNetwork();
  const nodeCounts = useNodeCounts();
  const openCreateNetwork = useCreateNetwork();

  const pick = (netid: string) => {
    setActiveNetwork(netid);
    void navigate(networkPath(netid, currentSection(pathname)));
  };

  return (
    <Menu width={320} position="bottom-start" shadow="md" onOpen={() => void nodeCounts.refetch()}>
      <Menu.Target>
        <UnstyledButton
          px="sm"
          py={8}
          style={{ border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)' }}
        >
          <Group gap="sm" wrap="nowrap">
            <IconTopologyStar3 size={20} stroke={1.6} aria-hidden />
            <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
              <Text size="xs" c="dimmed">
                {t('nav.network')}
              </Text>
              <Text size="sm" fw={600} truncate>
                {active?.netid ?? t('nav.selectNetwork')}
              </Text>
            </Stack>
            <IconSelector size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>{t('nav.networks')}</Menu.Label>
        <ScrollArea.Autosize mah="calc(100vh - 260px)" mih={100} type="auto">
          {networks.map((network) => (
            <Menu.Item
              key={network.netid}
              onClick={() => pick(network.netid)}
              aria-current={network.netid === active?.netid ? 'true' : undefined}
              leftSection={network.netid === active?.netid ? <IconCheck size={16} /> : <span style={{ width: 16 }} />}
              rightSection={
                <Text size="xs" c="dimmed">
                  {t('nav.nodeCount', { count: nodeCounts.countOf(network.netid) })}
                </Text>
              }
            >
              <Text size="sm" truncate>
                {network.netid}
              </Text>
            </Menu.Item>
          ))}
        </ScrollArea.Autosize>
        <Menu.Divider />
        <Menu.Item leftSection={<IconList size={16} />} onClick={() => void navigate('/networks')}>
          {t('nav.allNetworks')}
        </Menu.Item>
        <Menu.Item leftSection={<IconPlus size={16} />} disabled={!admin} onClick={openCreateNetwork}>
          {t('nav.newNetwork')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
