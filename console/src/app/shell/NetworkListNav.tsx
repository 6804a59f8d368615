import { Avatar, Stack } from '@mantine/core';
import type { Network } from '@netloom/contract';
import { IconList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { networkLabel } from '../../features/networks/networkLabel';
import { networkOfPath, networkPath } from '../../navigation/paths';
import { SidebarLink } from './SidebarLink';
import { sidebarNetworks } from './sidebarNetworks';

/** With networks but none active yet: the first 10 networks by id, then All Networks. */
export function NetworkListNav({ networks }: { networks: readonly Network[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = networkOfPath(pathname)?.netid;
  return (
    <Stack gap={2}>
      {sidebarNetworks(networks).map((network) => {
        const label = networkLabel(network);
        return (
          <SidebarLink
            key={network.netid}
            to={networkPath(network.netid)}
            label={label}
            icon={
              <Avatar size={20} radius="sm" variant="light" color="loom" aria-hidden>
                {label.charAt(0).toUpperCase()}
              </Avatar>
            }
            active={current === network.netid}
          />
        );
      })}
      <SidebarLink
        to="/networks"
        label={t('nav.allNetworks')}
        icon={<IconList size={20} stroke={1.6} aria-hidden />}
        active={pathname === '/networks'}
      />
    </Stack>
  );
}
