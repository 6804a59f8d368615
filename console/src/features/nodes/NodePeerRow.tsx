import { Anchor, Badge, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { formatBytes, formatLongDate, type NodePeer } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatRelativeTime } from '../../components/relativeTime';
import { LatencyCell } from './LatencyCell';
import { nodeDetailsPath } from './nodeFilters';
import { NoValue } from '../../components/NoValue';

interface NodePeerRowProps {
  netid: string;
  peer: NodePeer;
  /** The name of the relay or failover node `via` names. */
  viaName: string;
  /** When the peers were read: handshakes are that long ago. */
  readAt: number;
}

/** Lines of monospace text, a dash for none. */
function Lines({ values }: { values: readonly string[] }) {
  if (values.length === 0) return <NoValue />;
  return (
    <Stack gap={0}>
      {values.map((value) => (
        <Text key={value} size="sm" ff="monospace">
          {value}
        </Text>
      ))}
    </Stack>
  );
}

/** One peer of a node: who, whether access control allows it, how it is reached and what was measured. */
export function NodePeerRow({ netid, peer, viaName, readAt }: NodePeerRowProps) {
  const { t, i18n } = useTranslation();
  const yesNo = peer.connected === null ? null : t(peer.connected ? 'common.yes' : 'common.no');
  return (
    <Table.Tr>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        <Group gap={6} wrap="nowrap">
          {peer.kind === 'host' ? (
            <Anchor component={Link} to={nodeDetailsPath({ network: netid, id: peer.id })} size="sm" fw={500}>
              {peer.name}
            </Anchor>
          ) : (
            <Text size="sm" fw={500}>
              {peer.name}
            </Text>
          )}
          {peer.kind === 'client' && (
            <Badge size="xs" variant="light" color="gray">
              {t('nodeDetails.peers.client')}
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>
        <Lines values={[peer.address, peer.address6].filter(Boolean)} />
      </Table.Td>
      <Table.Td>
        {peer.allowed ? (
          <Badge size="sm" variant="light" color="green">
            {t('nodeDetails.peers.allowed')}
          </Badge>
        ) : (
          <Tooltip label={t('nodeDetails.peers.deniedHint')} withArrow>
            <Badge size="sm" variant="light" color="red" tabIndex={0}>
              {t('nodeDetails.peers.denied')}
            </Badge>
          </Tooltip>
        )}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {peer.via ? (
          <Anchor component={Link} to={nodeDetailsPath({ network: netid, id: peer.via })} size="sm">
            {viaName}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {t('nodeDetails.peers.direct')}
          </Text>
        )}
      </Table.Td>
      <Table.Td>
        {peer.endpoint ? (
          <Text size="sm" ff="monospace">
            {peer.endpoint}
          </Text>
        ) : (
          <NoValue />
        )}
      </Table.Td>
      <Table.Td>
        <Lines values={peer.allowedips} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {peer.last_handshake ? (
          <Tooltip label={formatLongDate(peer.last_handshake)} withArrow>
            <Text size="sm" tabIndex={0} span>
              {formatRelativeTime(peer.last_handshake, readAt, i18n.language)}
            </Text>
          </Tooltip>
        ) : (
          <Text size="sm" c="dimmed">
            {t('nodeDetails.peers.never')}
          </Text>
        )}
      </Table.Td>
      <LatencyCell
        latency={peer.latency ?? undefined}
        hints={{
          notReported: t('nodeDetails.peers.latency.notReported'),
          unmeasured: t('nodeDetails.peers.latency.unmeasured'),
        }}
      />
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {peer.unreachable_reason === 'no-failover-node' ? (
          <Tooltip
            label={t('nodeDetails.peers.noPathHint')}
            withArrow
            multiline
            w={320}
            events={{ hover: true, focus: true, touch: true }}
          >
            <Badge size="sm" variant="light" color="orange" tabIndex={0}>
              {t('nodeDetails.peers.noPath')}
            </Badge>
          </Tooltip>
        ) : (
          (yesNo ?? <NoValue />)
        )}
      </Table.Td>
      <Table.Td ta="right" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {formatBytes(peer.totalsent)}
      </Table.Td>
      <Table.Td ta="right" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {formatBytes(peer.totalreceived)}
      </Table.Td>
    </Table.Tr>
  );
}
