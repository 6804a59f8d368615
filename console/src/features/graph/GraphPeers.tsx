import { Badge, Group, ScrollArea, Skeleton, Stack, Text } from '@mantine/core';
import type { NetworkGraphNode } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { useNodePeersQuery } from '../../api/nodePeers';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';

/** The other devices a host node sees, each allowed or denied by access control, and the node it goes through. */
export function GraphPeers({
  netid,
  nodeId,
  nodesById,
}: {
  netid: string;
  nodeId: string;
  nodesById: ReadonlyMap<string, NetworkGraphNode>;
}) {
  const { t } = useTranslation();
  const query = useNodePeersQuery(netid, nodeId);
  if (query.isError) return <LoadErrorAlert title={t('graph.details.peersLoadFailed')} error={query.error} />;
  if (query.isPending) return <Skeleton height={60} aria-busy />;
  const { peers } = query.data;
  const denied = peers.filter((peer) => !peer.allowed).length;
  return (
    <Stack component="section" gap={4} aria-label={t('graph.details.peers')}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {t('graph.details.peerCount', { allowed: peers.length - denied, denied })}
      </Text>
      {peers.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('graph.details.noPeers')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={260} type="auto">
          <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
            {peers.map((peer) => {
              const via = peer.via ? (nodesById.get(peer.via)?.name ?? peer.via) : '';
              return (
                <Group component="li" key={peer.id} justify="space-between" wrap="nowrap" gap="xs">
                  <Stack gap={0} style={{ minWidth: 0 }}>
                    <Text size="sm" truncate>
                      {peer.name}
                    </Text>
                    {via && (
                      <Text size="xs" c="dimmed" truncate>
                        {t('graph.details.via', { name: via })}
                      </Text>
                    )}
                  </Stack>
                  <Badge size="sm" variant="light" color={peer.allowed ? 'green' : 'red'}>
                    {t(peer.allowed ? 'graph.details.allowed' : 'graph.details.denied')}
                  </Badge>
                </Group>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
