import { Skeleton, Stack } from '@mantine/core';
import { networkLabel } from '../../features/networks/networkLabel';
import { useActiveNetwork } from '../../features/networks/useActiveNetwork';
import { NetworkListNav } from './NetworkListNav';
import { NetworkMenu } from './NetworkMenu';
import { NoNetworksNav } from './NoNetworksNav';
import { SidebarNetworkSwitcher } from './SidebarNetworkSwitcher';

/**
 * The sidebar's network part: the switcher and the active network's pages; the networks list while
 * none is active; the Networks entry and Add Network before any exists.
 */
export function NetworkNav() {
  const { networks, active, isPending } = useActiveNetwork();
  if (isPending) {
    return (
      <Stack gap="xs" aria-busy>
        <Skeleton height={44} />
        <Skeleton height={30} />
        <Skeleton height={30} />
      </Stack>
    );
  }
  if (networks.length === 0) return <NoNetworksNav />;
  if (!active) return <NetworkListNav networks={networks} />;
  return (
    <Stack gap="xs">
      <SidebarNetworkSwitcher name={networkLabel(active)} />
      <NetworkMenu netid={active.netid} />
    </Stack>
  );
}
