import { Alert, Code, List, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNetworkHostDnsQuery } from '../../api/dns';
import { EmptyNote } from '../../components/EmptyNote';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { TitledSection } from '../../components/TitledSection';
import { HostDnsTable } from './HostDnsTable';
import { hostDnsCounts } from './hostDnsViews';

/** What every host does to resolve the network's names, and how it changes the host's resolver. */
function HowHostsResolve({ netid }: { netid: string }) {
  const { t } = useTranslation();
  return (
    <Alert variant="light" color="blue" role="note" icon={<IconInfoCircle size={18} aria-hidden />}>
      <Stack gap="xs">
        <Text size="sm">{t('dns.resolution.summary', { network: netid })}</Text>
        <List size="sm" spacing={4}>
          <List.Item>
            {t('dns.resolution.resolved')} <Code>~{netid}</Code>
          </List.Item>
          <List.Item>{t('dns.resolution.file')}</List.Item>
          <List.Item>{t('dns.resolution.names', { network: netid })}</List.Item>
        </List>
      </Stack>
    </Alert>
  );
}

/** How the hosts resolve these names: what the agent does, then each host's DNS state from its check-ins. */
export function HostResolutionSection({ netid }: { netid: string }) {
  const { t } = useTranslation();
  const query = useNetworkHostDnsQuery(netid);
  const hosts = query.data ?? [];
  const counts = hostDnsCounts(hosts);

  let hostsContent;
  if (query.isError) hostsContent = <LoadErrorAlert title={t('dns.resolution.loadFailed')} error={query.error} />;
  else if (query.isSuccess && hosts.length === 0) {
    hostsContent = <EmptyNote>{t('dns.resolution.empty', { network: netid })}</EmptyNote>;
  } else {
    hostsContent = (
      <Stack gap="xs">
        {query.isSuccess && (
          <Text size="sm" c="dimmed">
            {t('dns.resolution.serving', { count: counts.total, serving: counts.serving })}
          </Text>
        )}
        <HostDnsTable hosts={hosts} loading={query.isPending} readAt={query.dataUpdatedAt} />
      </Stack>
    );
  }

  return (
    <TitledSection title={t('dns.resolution.title')}>
      <HowHostsResolve netid={netid} />
      {hostsContent}
    </TitledSection>
  );
}
