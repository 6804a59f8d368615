import { Button, Group } from '@mantine/core';
import { IconDeviceDesktopPlus, IconKey, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CreateNetworkButton } from '../networks/CreateNetworkButton';
import { usersPageSearch } from '../users/usersPageTabs';

/** Where the Invite users action leads: the Invites tab with its invite dialog open. */
export const INVITE_USERS_PATH = `/users?${usersPageSearch('invites', true).toString()}`;

/** The dashboard's shortcuts for admins: create a network, add a device, enrollment keys, invite users. */
export function QuickActions() {
  const { t } = useTranslation();
  return (
    <Group gap="sm" role="group" aria-label={t('dashboard.quickActions')}>
      <CreateNetworkButton label={t('dashboard.actions.createNetwork')} />
      <Button
        component={Link}
        to="/hosts-new"
        variant="default"
        leftSection={<IconDeviceDesktopPlus size={16} aria-hidden />}
      >
        {t('dashboard.actions.addDevice')}
      </Button>
      <Button component={Link} to="/keys" variant="default" leftSection={<IconKey size={16} aria-hidden />}>
        {t('dashboard.actions.enrollmentKeys')}
      </Button>
      <Button
        component={Link}
        to={INVITE_USERS_PATH}
        variant="default"
        leftSection={<IconUserPlus size={16} aria-hidden />}
      >
        {t('dashboard.actions.inviteUsers')}
      </Button>
    </Group>
  );
}
