import { NavLink, Stack } from '@mantine/core';
import { IconNetwork } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { CreateNetworkButton } from '../../features/networks/CreateNetworkButton';

/** The sidebar before any network exists: the networks list and an Add Network button. */
export function NoNetworksNav() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Stack gap="xs">
      <NavLink
        component={Link}
        to="/networks"
        label={t('nav.networks')}
        leftSection={<IconNetwork size={18} stroke={1.6} />}
        active={pathname.startsWith('/networks')}
      />
      <CreateNetworkButton label={t('nav.addNetwork')} variant="light" fullWidth />
    </Stack>
  );
}
