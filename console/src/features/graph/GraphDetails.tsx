import { Badge, Button, CloseButton, Group, Paper, Stack, Title } from '@mantine/core';
import type { NetworkGraphNode } from '@netloom/contract';
import { IconArrowRight } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { networkPath } from '../../navigation/paths';
import { AddressList } from '../../components/AddressList';
import { Fact } from '../../components/Fact';
import { nodeDetailsPath } from '../nodes/nodeFilters';
import { NodeStatusBadge } from '../nodes/NodeStatusBadge';
import { GraphPeers } from './GraphPeers';

/** Where a node's own page is: a host's node page, the gateways page for a client, the egress page for a range. */
function pageOf(
  netid: string,
  node: NetworkGraphNode,
): { to: string; label: 'openNode' | 'openGateways' | 'openEgress' } {
  if (node.kind === 'host') return { to: nodeDetailsPath({ network: netid, id: node.id }), label: 'openNode' };
  if (node.kind === 'client') return { to: networkPath(netid, 'gateways'), label: 'openGateways' };
  return { to: networkPath(netid, 'egress'), label: 'openEgress' };
}

/** The focused node beside the graph: what it is, its addresses, status and roles, a link to its page and, for a host, its peers. */
export function GraphDetails({
  netid,
  node,
  nodesById,
  onClose,
}: {
  netid: string;
  node: NetworkGraphNode;
  nodesById: ReadonlyMap<string, NetworkGraphNode>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const page = pageOf(netid, node);
  return (
    <Paper component="aside" withBorder radius="md" p="md" w={320} style={{ flex: 'none' }} aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {node.name}
          </Title>
          <CloseButton aria-label={t('graph.details.close')} onClick={onClose} />
        </Group>
        <Fact label={t('graph.details.kind')}>{t(`graph.kinds.${node.kind}`)}</Fact>
        {node.kind !== 'range' && (
          <Fact label={t('graph.details.status')}>
            <NodeStatusBadge status={node.status} reason={null} />
          </Fact>
        )}
        <Fact label={t('graph.details.addresses')}>
          <AddressList addresses={[node.address, node.address6].filter(Boolean)} />
        </Fact>
        {node.roles.length > 0 && (
          <Fact label={t('graph.details.roles')}>
            <Group gap={4}>
              {node.roles.map((role) => (
                <Badge key={role} size="sm" variant="light">
                  {t(`graph.roles.${role}`)}
                </Badge>
              ))}
            </Group>
          </Fact>
        )}
        <Button
          component={Link}
          to={page.to}
          variant="light"
          rightSection={<IconArrowRight size={16} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          {t(`graph.details.${page.label}`)}
        </Button>
        {node.kind === 'host' && <GraphPeers netid={netid} nodeId={node.id} nodesById={nodesById} />}
      </Stack>
    </Paper>
  );
}
