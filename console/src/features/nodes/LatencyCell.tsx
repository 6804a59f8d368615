import { Table, Text } from '@mantine/core';
import { latencyColour, UNMEASURED_LATENCY_MS } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { formatLatency } from './nodeLatency';
import { NoValue } from '../../components/NoValue';

interface LatencyCellProps {
  latency: number | undefined;
  /** What the dash means, on hover: never measured, or measured without an answer (999 ms); a node's mean by default. */
  hints?: { notReported: string; unmeasured: string };
}

/** A latency, a node's mean to its peers by default, coloured above 300 and 500 ms; a dash when not measured. */
export function LatencyCell({ latency, hints }: LatencyCellProps) {
  const { t } = useTranslation();
  if (latency === undefined || latency === UNMEASURED_LATENCY_MS) {
    const { notReported, unmeasured } = hints ?? {
      notReported: t('nodes.latency.notReported'),
      unmeasured: t('nodes.latency.unmeasured'),
    };
    const label = latency === undefined ? notReported : unmeasured;
    return (
      <Table.Td>
        <Text size="sm" aria-label={label} title={label}>
          <NoValue />
        </Text>
      </Table.Td>
    );
  }
  return (
    <Table.Td>
      <Text size="sm" c={latencyColour(latency) ?? undefined} ff="monospace">
        {formatLatency(latency)}
      </Text>
    </Table.Td>
  );
}
