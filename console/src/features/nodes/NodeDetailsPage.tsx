import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { formatLongDate } from '@netloom/contract';
import { IconPencil, IconPlugConnected, IconPlugConnectedX, IconServer2, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useHostsQuery } from '../../api/hosts';
import { useNetworkNodesQuery } from '../../api/nodes';
import { networkPath } from '../../app/paths';
import { EmptyCard } from '../../components/EmptyCard';
import { Fact } from '../../components/Fact';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { PageHeader } from '../../components/PageHeader';
import { PageSkeleton } from '../../components/PageSkeleton';
import { HostFacts } from '../hosts/HostFacts';
import { EditNodeModal } from './EditNodeModal';
import { NodeStatusBadge } from './NodeStatusBadge';
import { useNodeActions } from './useNodeActions';

const dateOf = (seconds: number) => (seconds > 0 ? formatLongDate(seconds * 1000) : '');

/** One node: its facts in the network, then its host's, with edit, connect/disconnect and remove. */
export function NodeDetailsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { networkId = '', nodeId = '' } = useParams();
  const nodes = useNetworkNodesQuery(networkId);
  const hosts = useHostsQuery();
  const actions = useNodeActions();
  const [editing, setEditing] = useState(false);
  if (nodes.isError) return <LoadErrorAlert title={t('nodes.loadFailed')} error={nodes.error} />;
  if (nodes.isPending) return <PageSkeleton />;
  const node = nodes.data.find((known) => known.id === nodeId);
  if (!node) {
    return (
      <EmptyCard
        icon={<IconServer2 size={28} aria-hidden />}
        title={t('nodeDetails.missingTitle')}
        description={t('nodeDetails.missingText')}
      />
    );
  }
  const host = hosts.data?.find((known) => known.id === node.hostid);
  const item = { node, name: host?.name ?? node.id };
  const yesNo = (value: boolean) => t(value ? 'common.yes' : 'common.no');
  return (
    <>
      <PageHeader
        title={item.name}
        description={t('nodeDetails.description', { netid: node.network })}
        actions={
          <Group gap="sm">
            <NodeStatusBadge status={node.status} reason={node.status_reason} />
            <Button
              variant="default"
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setEditing(true)}
            >
              {t('nodes.actions.edit')}
            </Button>
            <Button
              variant="default"
              leftSection={
                node.connected ? (
                  <IconPlugConnectedX size={16} aria-hidden />
                ) : (
                  <IconPlugConnected size={16} aria-hidden />
                )
              }
              onClick={() => actions.setConnected(item, !node.connected)}
            >
              {t(node.connected ? 'nodes.actions.disconnect' : 'nodes.actions.connect')}
            </Button>
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => actions.removeNode(item, () => void navigate(networkPath(node.network)))}
            >
              {t('nodes.actions.remove')}
            </Button>
          </Group>
        }
      />
      <Stack gap="lg">
        <Paper withBorder radius="md" p="lg">
          <Title order={2} size="h4" mb="md">
            {t('nodeDetails.nodeFacts')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" verticalSpacing="md">
            <Fact label={t('nodeDetails.id')}>{node.id}</Fact>
            <Fact label={t('nodeDetails.network')}>{node.network}</Fact>
            <Fact label={t('nodeDetails.address')}>{node.address}</Fact>
            <Fact label={t('nodeDetails.address6')}>{node.address6}</Fact>
            <Fact label={t('nodeDetails.localAddress')}>{node.localaddress}</Fact>
            <Fact label={t('nodeDetails.egress')}>{(node.egressgatewayranges ?? []).join(', ')}</Fact>
            <Fact label={t('nodeDetails.connected')}>{yesNo(node.connected)}</Fact>
            <Fact label={t('nodeDetails.dnson')}>{yesNo(node.dnson)}</Fact>
            <Fact label={t('nodeDetails.metadata')}>{node.metadata}</Fact>
            <Fact label={t('nodeDetails.lastCheckIn')}>{dateOf(node.lastcheckin)}</Fact>
            <Fact label={t('nodeDetails.expiration')}>{dateOf(node.expdatetime) || t('nodeDetails.neverExpires')}</Fact>
            <Fact label={t('nodeDetails.lastModified')}>{dateOf(node.lastmodified)}</Fact>
          </SimpleGrid>
        </Paper>
        {host && (
          <Paper withBorder radius="md" p="lg">
            <Group justify="space-between" mb="md">
              <Title order={2} size="h4">
                {t('nodeDetails.hostFacts')}
              </Title>
              <Anchor component={Link} to={`/devices/${encodeURIComponent(host.id)}`} size="sm">
                {t('nodeDetails.viewDevice')}
              </Anchor>
            </Group>
            <HostFacts host={host} />
          </Paper>
        )}
      </Stack>
      {editing && <EditNodeModal view={item} onClose={() => setEditing(false)} />}
    </>
  );
}
