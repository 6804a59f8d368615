import { Badge, Stack, Table, Text, Tooltip } from '@mantine/core';
import { formatLongDate, type HostDnsStatus } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import { formatRelativeTime } from '../../components/relativeTime';
import { HOST_DNS_STATE_COLORS, resolverMode } from './hostDnsViews';
import { NoValue } from '../../components/NoValue';

interface HostDnsTableProps {
  hosts: readonly HostDnsStatus[];
  loading: boolean;
  /** When the list was read, in milliseconds: reports are "2 minutes ago" from then. */
  readAt: number;
}

/** A host's DNS state in a word, with what it means on hover or focus. */
function HostDnsStateBadge({ host }: { host: HostDnsStatus }) {
  const { t } = useTranslation();
  return (
    <Tooltip label={t(`dns.resolution.stateHints.${host.state}`)} withArrow multiline maw={320}>
      <Badge color={HOST_DNS_STATE_COLORS[host.state]} variant="light" tabIndex={0} style={{ flexShrink: 0 }}>
        {t(`dns.resolution.states.${host.state}`)}
      </Badge>
    </Tooltip>
  );
}

/** How the host's resolver reaches its agent, and the agent's last problem when it has one. */
function ResolverCell({ host }: { host: HostDnsStatus }) {
  const { t } = useTranslation();
  const mode = resolverMode(host.mode);
  return (
    <Stack gap={2}>
      <Text size="sm" c={mode ? undefined : 'dimmed'} ff={mode === 'file' ? 'monospace' : undefined}>
        {mode ? t(`dns.resolution.modes.${mode}`) : <NoValue />}
      </Text>
      {host.error !== '' && (
        <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
          {host.error}
        </Text>
      )}
    </Stack>
  );
}

/** When the host last reported its DNS, in words with the date on hover and focus; "Never" without a report. */
function LastReportCell({ reportedAt, readAt }: { reportedAt: string; readAt: number }) {
  const { t, i18n } = useTranslation();
  const at = Date.parse(reportedAt);
  if (Number.isNaN(at)) {
    return (
      <Text size="sm" c="dimmed">
        {t('dns.resolution.never')}
      </Text>
    );
  }
  return (
    <Tooltip label={formatLongDate(at)} withArrow>
      <Text size="sm" tabIndex={0} component="time" dateTime={reportedAt} style={{ whiteSpace: 'nowrap' }}>
        {formatRelativeTime(at, Math.max(readAt, at), i18n.language)}
      </Text>
    </Tooltip>
  );
}

function HostDnsRow({ host, readAt }: { host: HostDnsStatus; readAt: number }) {
  const reported = host.reported_at !== '';
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {host.name}
        </Text>
      </Table.Td>
      <Table.Td>
        <HostDnsStateBadge host={host} />
      </Table.Td>
      <Table.Td>
        <ResolverCell host={host} />
      </Table.Td>
      <Table.Td>
        {host.listening.length === 0 ? (
          <NoValue />
        ) : (
          <Stack gap={0}>
            {host.listening.map((address) => (
              <Text key={address} ff="monospace" fz="sm">
                {address}
              </Text>
            ))}
          </Stack>
        )}
      </Table.Td>
      <Table.Td ta="right">
        <Text size="sm" c={reported ? undefined : 'dimmed'}>
          {reported ? host.names : <NoValue />}
        </Text>
      </Table.Td>
      <Table.Td>
        <LastReportCell reportedAt={host.reported_at} readAt={readAt} />
      </Table.Td>
    </Table.Tr>
  );
}

/**
 * Each host of the network and its DNS from its last check-in: whether its agent serves the names,
 * how the host's resolver asks it, the mesh addresses it answers on, how many names and when.
 */
export function HostDnsTable({ hosts, loading, readAt }: HostDnsTableProps) {
  const { t } = useTranslation();
  return (
    <DataTable
      minWidth={860}
      columns={6}
      loading={loading}
      head={
        <>
          <Table.Th>{t('dns.resolution.columns.host')}</Table.Th>
          <Table.Th>{t('dns.resolution.columns.state')}</Table.Th>
          <Table.Th>{t('dns.resolution.columns.resolver')}</Table.Th>
          <Table.Th>{t('dns.resolution.columns.listening')}</Table.Th>
          <Table.Th ta="right">{t('dns.resolution.columns.names')}</Table.Th>
          <Table.Th>{t('dns.resolution.columns.lastReport')}</Table.Th>
        </>
      }
    >
      {hosts.map((host) => (
        <HostDnsRow key={host.hostid} host={host} readAt={readAt} />
      ))}
    </DataTable>
  );
}
