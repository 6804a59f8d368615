import { Box, Divider, Group, Image, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import {
  IconBook2,
  IconBuildingSkyscraper,
  IconDevices,
  IconHistory,
  IconKey,
  IconLayoutDashboard,
  IconServerCog,
  IconUsers,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { canReadAuditLog } from '../../features/audit/auditAccess';
import { useHostedMode } from '../../features/notices';
import { useBranding } from '../../server-status/branding';
import { docsUrl, EXTERNAL_LINKS } from '../../navigation/links';
import { PAGE_TITLES } from '../../navigation/pageTitles';
import { accountPortalUrl } from '../../navigation/paths';
import { isAdmin, useSession } from '../../session/session';
import { AccountMenu } from './AccountMenu';
import { NetworkNav } from './NetworkNav';
import { useSidebar } from './SidebarContext';
import { SidebarLink } from './SidebarLink';

const everyone = () => true;

/**
 * The top section, each entry with who sees it: Devices, User Management and Keys are for admins only,
 * the Audit Log for admins and auditors, Server Settings for admins.
 */
const TOP_ENTRIES = [
  { path: '/dashboard', label: PAGE_TITLES.dashboard, icon: IconLayoutDashboard, shownTo: everyone },
  { path: '/devices', label: PAGE_TITLES.devices, icon: IconDevices, shownTo: isAdmin },
  { path: '/users', label: PAGE_TITLES.users, icon: IconUsers, shownTo: isAdmin },
  { path: '/keys', label: PAGE_TITLES.keys, icon: IconKey, shownTo: isAdmin },
  { path: '/audit', label: PAGE_TITLES.audit, icon: IconHistory, shownTo: canReadAuditLog },
  { path: '/server-settings', label: PAGE_TITLES['server-settings'], icon: IconServerCog, shownTo: isAdmin },
] as const;

const isUnder = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/** The sidebar's content: brand, top section, networks, documentation, and the account menu. */
export function Sidebar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const session = useSession();
  const { hosted } = useHostedMode();
  const { expanded } = useSidebar();
  const docs = docsUrl();
  const branding = useBranding();
  const tenantsUrl = accountPortalUrl(EXTERNAL_LINKS.account, 'tenants', session.tenant);

  return (
    <>
      <UnstyledButton component={Link} to="/" aria-label={t('nav.home')} px={17} h={56} style={{ flexShrink: 0 }}>
        <Group gap="sm" wrap="nowrap" h="100%">
          <Image src={branding.logoUrl} alt="" w={30} h={30} style={{ flexShrink: 0 }} />
          <Text
            fw={700}
            size="lg"
            style={{ whiteSpace: 'nowrap', opacity: expanded ? 1 : 0, transition: 'opacity 150ms' }}
          >
            {branding.productName}
          </Text>
        </Group>
      </UnstyledButton>
      <ScrollArea scrollbars="y" type="scroll" style={{ flex: 1, minHeight: 0 }}>
        <Stack gap="xs" px={10} pb="md">
          <Stack gap={2}>
            {TOP_ENTRIES.filter((entry) => entry.shownTo(session)).map(({ path, label, icon: Icon }) => (
              <SidebarLink
                key={path}
                to={path}
                label={t(label)}
                icon={<Icon size={20} stroke={1.6} aria-hidden />}
                active={isUnder(pathname, path)}
              />
            ))}
          </Stack>
          <Divider
            label={expanded ? t('nav.networks') : undefined}
            labelPosition="left"
            my={4}
            styles={{ label: { whiteSpace: 'nowrap' } }}
          />
          <NetworkNav />
          <Divider my={4} />
          <Stack gap={2}>
            {docs && (
              <SidebarLink
                href={docs}
                label={t('nav.documentation')}
                icon={<IconBook2 size={20} stroke={1.6} aria-hidden />}
              />
            )}
            {hosted && tenantsUrl && (
              <SidebarLink
                href={tenantsUrl}
                label={t('nav.tenants')}
                icon={<IconBuildingSkyscraper size={20} stroke={1.6} aria-hidden />}
              />
            )}
          </Stack>
        </Stack>
      </ScrollArea>
      <Box px={10} py={8} style={{ borderTop: '1px solid var(--mantine-color-default-border)', flexShrink: 0 }}>
        <AccountMenu />
      </Box>
    </>
  );
}
