import { Badge, Table, Text, Tooltip } from '@mantine/core';
import type { Metric } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../components/DataTable';
import type { ClientMetricRow } from './clientMetrics';
import classes from './Metrics.module.css';
import { readMetric } from './metricReading';
import type { MatrixView } from './metricsMatrix';
import { NoValue } from '../../components/NoValue';

const READINGS: readonly MatrixView[] = ['uptime', 'latency', 'sent', 'received'];

/** One reading of a client, tinted by its latency level, with its hint on hover and focus. */
function ClientReading({ view, metric }: { view: MatrixView; metric: Metric }) {
  const { t } = useTranslation();
  const reading = readMetric(t, view, metric);
  const text = (
    <span
      className={classes.reading}
      data-level={reading.level ?? undefined}
      tabIndex={reading.hint ? 0 : undefined}
      aria-label={reading.hint ? `${reading.text}. ${reading.hint}` : undefined}
    >
      {reading.text}
    </span>
  );
  return (
    <Table.Td>
      {reading.hint ? (
        <Tooltip label={reading.hint} withArrow multiline maw={280}>
          {text}
        </Tooltip>
      ) : (
        text
      )}
    </Table.Td>
  );
}

/**
 * The Clients view: each external client of the network with what its remote-access gateway
 * measured of it (connected, uptime, latency, total sent and received), or that it has not yet.
 */
export function ClientMetricsTable({ rows }: { rows: readonly ClientMetricRow[] }) {
  const { t } = useTranslation();
  const head = (
    <>
      <Table.Th>{t('metrics.clients.name')}</Table.Th>
      <Table.Th>{t('metrics.clients.gateway')}</Table.Th>
      <Table.Th>{t('metrics.clients.connected')}</Table.Th>
      <Table.Th>{t('metrics.clients.uptime')}</Table.Th>
      <Table.Th>{t('metrics.clients.latency')}</Table.Th>
      <Table.Th>{t('metrics.clients.sent')}</Table.Th>
      <Table.Th>{t('metrics.clients.received')}</Table.Th>
    </>
  );
  return (
    <DataTable head={head} columns={7} minWidth={820} loading={false}>
      {rows.map(({ id, gatewayName, metric }) => (
        <Table.Tr key={id}>
          <Table.Td fw={600}>{id}</Table.Td>
          <Table.Td>{gatewayName || <NoValue />}</Table.Td>
          {metric ? (
            <>
              <Table.Td>
                <Badge color={metric.connected ? 'green' : 'red'} variant="light">
                  {t(metric.connected ? 'metrics.connected' : 'metrics.notConnected')}
                </Badge>
              </Table.Td>
              {READINGS.map((view) => (
                <ClientReading key={view} view={view} metric={metric} />
              ))}
            </>
          ) : (
            <Table.Td colSpan={5}>
              <Text size="sm" c="dimmed">
                {t('metrics.clients.notMeasured')}
              </Text>
            </Table.Td>
          )}
        </Table.Tr>
      ))}
    </DataTable>
  );
}
