import { Stack } from '@mantine/core';
import { IconNetwork } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { CreateNetworkButton } from '../../features/networks/CreateNetworkButton';
import { useSidebar } from './SidebarContext';
import { SidebarLink } from './SidebarLink';

/** The sidebar before any network exists: the networks list and an Add Network button. */
export function NoNetworksNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { expanded } = useSidebar();
  return (
    <Stack gap="xs">
      <SidebarLink
        to="/networks"
        label={t('nav.networks')}
        icon={<IconNetwork size={20} stroke={1.6} aria-hidden />}
        active={pathname === '/networks'}
      />
      <CreateNetworkButton
        label={t('nav.addNetwork')}
        hint={expanded ? undefined : t('nav.addNetwork')}
        variant="light"
        fullWidth
        justify="flex-start"
        px={13}
        style={{ overflow: 'hidden' }}
      />
    </Stack>
  );
}
