import { Stack } from '@mantine/core';
import { useParams } from 'react-router';
import { useCanManageNetwork } from '../networks/useCanManageNetwork';
import { NetworkPageHeader } from '../networks/NetworkPageHeader';
import { DnsEntriesSection } from './DnsEntriesSection';
import { HostResolutionSection } from './HostResolutionSection';
import { NameserversSection } from './NameserversSection';

/**
 * The network's DNS: its names (every node's automatic entry and the custom ones), how its hosts
 * resolve them with each host's DNS state, and the nameservers its hosts ask for other domains.
 */
export function DnsPage() {
  const netid = useParams().networkId ?? '';
  const canManage = useCanManageNetwork(netid);
  return (
    <>
      <NetworkPageHeader page="dns" />
      <Stack gap="xl">
        <DnsEntriesSection netid={netid} canManage={canManage} />
        <HostResolutionSection netid={netid} />
        <NameserversSection netid={netid} canManage={canManage} />
      </Stack>
    </>
  );
}
