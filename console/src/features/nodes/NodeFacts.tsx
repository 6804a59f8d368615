import { Anchor, Group, Paper, SimpleGrid, Title } from '@mantine/core';
import { formatLongDate, type ApiHost, type ApiNode } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Fact } from '../../components/Fact';
import { HostFacts } from '../../components/HostFacts';

const dateOf = (seconds: number) => (seconds > 0 ? formatLongDate(seconds * 1000) : '');

/** A node's facts in its network, then its host's with a link to the device page. */
export function NodeFacts({
  node,
  host,
  networkName,
}: {
  node: ApiNode;
  host: ApiHost | undefined;
  networkName: string;
}) {
  const { t } = useTranslation();
  const yesNo = (value: boolean) => t(value ? 'common.yes' : 'common.no');
  return (
    <>
      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h4" mb="md">
          {t('nodeDetails.nodeFacts')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" verticalSpacing="md">
          <Fact label={t('nodeDetails.id')}>{node.id}</Fact>
          <Fact label={t('nodeDetails.network')}>{networkName}</Fact>
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
    </>
  );
}
