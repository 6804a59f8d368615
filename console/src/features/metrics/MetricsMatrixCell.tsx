import { Badge, Tooltip } from '@mantine/core';
import type { Metric } from '@netloom/contract';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { cellFocus, type MatrixCellPlace } from '../../components/matrix/gridFocus';
import { BlankMatrixCell, MatrixCellFrame } from '../../components/matrix/MatrixCells';
import classes from './Metrics.module.css';
import { readMetric } from './metricReading';
import type { BlankCell, MatrixView, MetricsDevice } from './metricsMatrix';

interface MetricsMatrixCellProps extends MatrixCellPlace {
  view: MatrixView;
  value: Metric | BlankCell;
  source: MetricsDevice;
  target: MetricsDevice;
  /** The pair whose history is open. */
  selected: boolean;
  onPick: (source: string, target: string) => void;
}

/**
 * One pair of the matrix: the row's node's reading of the column's peer in the chosen view, a
 * button that opens the pair's history; a dash, named for screen readers, where there is none.
 */
export const MetricsMatrixCell = memo(function MetricsMatrixCell({
  view,
  value,
  source,
  target,
  selected,
  onPick,
  ...place
}: MetricsMatrixCellProps) {
  const { t } = useTranslation();
  const names = { source: source.name, target: target.name };
  if (typeof value === 'string') return <BlankMatrixCell place={place} label={t(`metrics.blank.${value}`, names)} />;
  const reading = readMetric(t, view, value);
  const label = t('metrics.cellLabel', { ...names, value: reading.text });
  const button = (
    <button
      type="button"
      className={classes.pair}
      aria-label={reading.hint ? `${label}. ${reading.hint}` : label}
      data-level={reading.level ?? undefined}
      data-selected={selected || undefined}
      onClick={() => onPick(source.id, target.id)}
      {...cellFocus(place)}
    >
      {view === 'connectivity' ? (
        <Badge color={value.connected ? 'green' : 'red'} variant="light" size="sm">
          {reading.text}
        </Badge>
      ) : (
        reading.text
      )}
    </button>
  );
  return (
    <MatrixCellFrame place={place}>
      {reading.hint ? (
        <Tooltip label={reading.hint} withArrow multiline maw={280}>
          {button}
        </Tooltip>
      ) : (
        button
      )}
    </MatrixCellFrame>
  );
});
