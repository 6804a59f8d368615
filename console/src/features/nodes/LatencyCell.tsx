import { Table, Text } from '@mantine/core';
import { latencyColour, UNMEASURED_LATENCY_MS } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { formatLatency } from './nodeLatency';

/** A node's mean latency to its peers, coloured above 300 and 500 ms (spec section 9); a dash when not measured. */
export function LatencyCell({ latency }: { latency: number | undefined }) {
  const { t } = useTranslation();
  if (latency === undefined || latency === UNMEASURED_LATENCY_MS) {
    const label = t(latency === undefined ? 'nodes.latency.notReported' : 'nodes.latency.unmeasured');
    return (
      <Table.Td>
        <Text size="sm" c="dimmed" aria-label={label} title={label}>
          —
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
