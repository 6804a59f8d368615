import {
  AppShell,
  Burger,
  Divider,
  Group,
  Image,
  NavLink,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconDevices, IconKey, IconLayoutDashboard, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useActiveNetwork } from '../../features/networks/useActiveNetwork';
import { isAdmin, useSession } from '../session';
import { NetworkMenu } from './NetworkMenu';
import { NetworkSwitcher } from './NetworkSwitcher';
import { NoNetworksNav } from './NoNetworksNav';
import { SidebarFooter } from './SidebarFooter';

const GLOBAL_ENTRIES = [
  { path: '/dashboard', label: 'nav.dashboard', icon: IconLayoutDashboard, adminOnly: false },
  { path: '/devices', label: 'nav.allDevices', icon: IconDevices, adminOnly: true },
  { path: '/users', label: 'nav.userManagement', icon: IconUsers, adminOnly: true },
  { path: '/keys', label: 'nav.keys', icon: IconKey, adminOnly: true },
] as const;

/** `onClose` folds the sidebar away again on small screens. */
export function Sidebar({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSession();
  const admin = isAdmin(session);
  const { networks, isPending } = useActiveNetwork();

  return (
    <>
      <AppShell.Section p="md">
        <Group justify="space-between" wrap="nowrap">
          <UnstyledButton component={Link} to="/">
            <Group gap="sm">
              <Image src="/logo.svg" alt="" w={30} h={30} />
              <Text fw={700} size="lg">
                {t('common.appName')}
              </Text>
            </Group>
          </UnstyledButton>
          <Burger opened onClick={onClose} hiddenFrom="sm" size="sm" aria-label={t('nav.toggle')} />
        </Group>
      </AppShell.Section>
      <AppShell.Section grow component={ScrollArea} px="sm" py="xs">
        <Stack gap={2}>
          {GLOBAL_ENTRIES.filter((entry) => admin || !entry.adminOnly).map(({ path, label, icon: Icon }) => (
            <NavLink
              key={path}
              component={Link}
              to={path}
              label={t(label)}
              leftSection={<Icon size={18} stroke={1.6} />}
              active={pathname.startsWith(path)}
            />
          ))}
        </Stack>
        <Divider my="sm" label={t('nav.networks')} labelPosition="left" />
        {isPending ? (
          <Stack gap="xs" px="xs">
            <Skeleton height={36} />
            <Skeleton height={20} width="70%" />
            <Skeleton height={20} width="60%" />
          </Stack>
        ) : networks.length === 0 ? (
          <NoNetworksNav />
        ) : (
          <Stack gap="xs">
            <NetworkSwitcher />
            <NetworkMenu />
          </Stack>
        )}
      </AppShell.Section>
      <AppShell.Section p="md">
        <SidebarFooter />
      </AppShell.Section>
    </>
  );
}
