import { Group, SimpleGrid, Switch, Text } from '@mantine/core';
import { formatLongDate, NO_LIMIT, type Network } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../components/Fact';
import { NoValue } from '../../components/NoValue';

const dateOf = (seconds: number) => (seconds > 0 ? formatLongDate(seconds * 1000) : '');

/** One address family: its switch, shown as it is and not changeable, and its range. */
function FamilyFact({ label, on, range }: { label: string; on: boolean; range: string }) {
  return (
    <Fact label={label}>
      <Group gap="sm" wrap="nowrap">
        <Switch checked={on} readOnly disabled aria-label={label} size="sm" />
        <Text size="sm" ff="monospace" c={on ? undefined : 'dimmed'}>
          {on ? range : <NoValue />}
        </Text>
      </Group>
    </Fact>
  );
}

interface NetworkSettingsFactsProps {
  network: Network;
  /** Its hosts' nodes and its external clients; undefined while they load. */
  nodes: number | undefined;
  clients: number | undefined;
}

/**
 * The network's settings, read-only: they are fixed at creation or follow from its nodes. Netmaker's
 * default listen port and interface are left out: hosts choose their own port, and every network's
 * interface on a host is the agent's one (`netloom`).
 */
export function NetworkSettingsFacts({ network, nodes, clients }: NetworkSettingsFactsProps) {
  const { t, i18n } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" verticalSpacing="md">
      <Fact label={t('networkInfo.netid')}>
        <Text size="sm" ff="monospace">
          {network.netid}
        </Text>
      </Fact>
      <FamilyFact label={t('networkInfo.ipv4')} on={network.isipv4 === 'yes'} range={network.addressrange} />
      <FamilyFact label={t('networkInfo.ipv6')} on={network.isipv6 === 'yes'} range={network.addressrange6} />
      <Fact label={t('networkInfo.defaultAcl')}>
        {t(network.defaultacl === 'yes' ? 'createNetwork.allow' : 'createNetwork.deny')}
      </Fact>
      <Fact label={t('networkInfo.keepalive')}>{t('networkInfo.seconds', { count: network.defaultkeepalive })}</Fact>
      <Fact label={t('networkInfo.mtu')}>{network.defaultmtu}</Fact>
      <Fact label={t('networkInfo.nodeLimit')}>
        {network.nodelimit >= NO_LIMIT ? t('networkInfo.noLimit') : network.nodelimit.toLocaleString(i18n.language)}
      </Fact>
      <Fact label={t('networkInfo.nodes')}>{nodes}</Fact>
      <Fact label={t('networkInfo.clients')}>{clients}</Fact>
      <Fact label={t('networkInfo.networkModified')}>{dateOf(network.networklastmodified)}</Fact>
      <Fact label={t('networkInfo.nodesModified')}>{dateOf(network.nodeslastmodified)}</Fact>
    </SimpleGrid>
  );
}
