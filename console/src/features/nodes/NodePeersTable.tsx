import { Table, Text } from '@mantine/core';
import type { NodePeer } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { TitledSection } from '../../components/TitledSection';
import { NodePeerRow } from './NodePeerRow';

const COLUMNS = [
  'name',
  'addresses',
  'access',
  'via',
  'endpoint',
  'allowedIps',
  'handshake',
  'latency',
  'connected',
  'sent',
  'received',
] as const;
const RIGHT_ALIGNED = new Set<string>(['sent', 'received']);

interface NodePeersTableProps {
  netid: string;
  peers: readonly NodePeer[];
  loading: boolean;
  /** When the peers were read. */
  readAt: number;
  /** Names of the network's nodes, for the relays and failover nodes peers are reached through. */
  nameOf: (nodeId: string) => string;
}

/** Every other device of a node's network as the node sees it, with its latest measurements. */
export function NodePeersTable({ netid, peers, loading, readAt, nameOf }: NodePeersTableProps) {
  const { t } = useTranslation();
  return (
    <TitledSection title={t('nodeDetails.peers.title')} description={t('nodeDetails.peers.description')}>
      {!loading && peers.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('nodeDetails.peers.empty')}
        </Text>
      ) : (
        <DataTable
          minWidth={1280}
          columns={COLUMNS.length}
          loading={loading}
          dense
          head={COLUMNS.map((column) => (
            <Table.Th key={column} ta={RIGHT_ALIGNED.has(column) ? 'right' : undefined}>
              {t(`nodeDetails.peers.columns.${column}`)}
            </Table.Th>
          ))}
        >
          {peers.map((peer) => (
            <NodePeerRow key={peer.id} netid={netid} peer={peer} viaName={nameOf(peer.via)} readAt={readAt} />
          ))}
        </DataTable>
      )}
    </TitledSection>
  );
}
