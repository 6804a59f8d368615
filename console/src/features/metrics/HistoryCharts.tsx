import '@mantine/charts/styles.css';
import { AreaChart, LineChart } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import { formatBytes, formatShortDate, LATENCY_DANGER_ABOVE_MS, LATENCY_WARNING_ABOVE_MS } from '@netloom/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLatency } from '../nodes/nodeLatency';
import { HistoryFigure } from './HistoryFigure';
import { summarise, timeTick, windowDomain, windowTicks, type HistoryRow } from './metricsHistory';
import { formatPercent } from './metricsMatrix';

/** Above this many rows the lines go without dots, which would only crowd them. */
const DOTS_UP_TO = 300;
const CHART_HEIGHT = 220;

interface HistoryChartsProps {
  rows: HistoryRow[];
  hours: number;
  /** The end of the window in ms: when the history was read. */
  end: number;
  /** Whose history it is, e.g. "alpha to beta", and its window in words, for the captions. */
  subject: string;
  windowName: string;
}

/** The history of a node or a pair: latency, uptime and traffic over the window, each with a caption. */
export function HistoryCharts({ rows, hours, end, subject, windowName }: HistoryChartsProps) {
  const { t } = useTranslation();
  const axis = useMemo(() => {
    const domain = windowDomain(hours, end);
    return {
      xAxisProps: {
        type: 'number' as const,
        scale: 'time' as const,
        domain,
        ticks: windowTicks(domain),
        tickFormatter: (time: number) => timeTick(time, hours),
      },
      tooltipProps: { labelFormatter: (time: unknown) => formatShortDate(Number(time)) },
      withDots: rows.length <= DOTS_UP_TO,
      connectNulls: false,
      h: CHART_HEIGHT,
      dataKey: 'time',
      data: rows,
    };
  }, [hours, end, rows]);
  const latency = summarise(rows.map((row) => row.latency));
  const uptime = summarise(rows.map((row) => row.uptime));
  const sent = summarise(rows.map((row) => row.sent));
  const received = summarise(rows.map((row) => row.received));
  const label = (chart: string) => t('metrics.history.chartLabel', { chart, subject, window: windowName });

  return (
    <SimpleGrid cols={{ base: 1, lg: 3 }} spacing="md">
      <HistoryFigure
        title={t('metrics.history.latency')}
        label={label(t('metrics.history.latency'))}
        summary={
          latency
            ? t('metrics.history.latencySummary', {
                min: formatLatency(latency.min),
                average: formatLatency(latency.average),
                max: formatLatency(latency.max),
              })
            : t('metrics.history.noAnswers')
        }
      >
        <LineChart
          {...axis}
          series={[{ name: 'latency', label: t('metrics.history.latency'), color: 'blue.6' }]}
          valueFormatter={formatLatency}
          yAxisProps={{ width: 64, tickFormatter: (value: number) => `${value} ms` }}
          referenceLines={[
            { y: LATENCY_WARNING_ABOVE_MS, color: 'yellow.7' },
            { y: LATENCY_DANGER_ABOVE_MS, color: 'red.7' },
          ]}
        />
      </HistoryFigure>
      <HistoryFigure
        title={t('metrics.history.uptime')}
        label={label(t('metrics.history.uptime'))}
        summary={t('metrics.history.uptimeSummary', {
          average: formatPercent(uptime?.average ?? 0),
          min: formatPercent(uptime?.min ?? 0),
        })}
      >
        <AreaChart
          {...axis}
          series={[{ name: 'uptime', label: t('metrics.history.uptime'), color: 'teal.6' }]}
          valueFormatter={formatPercent}
          yAxisProps={{ domain: [0, 100] }}
        />
      </HistoryFigure>
      <HistoryFigure
        title={t('metrics.history.traffic')}
        label={label(t('metrics.history.traffic'))}
        summary={t('metrics.history.trafficSummary', {
          sent: formatBytes(sent?.total ?? 0),
          received: formatBytes(received?.total ?? 0),
        })}
      >
        <AreaChart
          {...axis}
          series={[
            { name: 'sent', label: t('metrics.history.sent'), color: 'indigo.6' },
            { name: 'received', label: t('metrics.history.received'), color: 'orange.6' },
          ]}
          valueFormatter={formatBytes}
          yAxisProps={{ width: 96 }}
          withLegend
        />
      </HistoryFigure>
    </SimpleGrid>
  );
}
