import type { NetworkMetrics } from '@netloom/contract';
import { useTranslation } from 'react-i18next';
import { VirtualMatrixGrid, type MatrixSizes } from '../../components/matrix/VirtualMatrixGrid';
import classes from './Metrics.module.css';
import { MetricsMatrixCell } from './MetricsMatrixCell';
import { matrixCell, type MatrixView, type MetricsDevice } from './metricsMatrix';

const SIZES: MatrixSizes = { cellWidth: 104, cellHeight: 40, rowHeaderWidth: 200, columnHeaderHeight: 44 };

interface MetricsMatrixGridProps {
  view: MatrixView;
  devices: readonly MetricsDevice[];
  metrics: NetworkMetrics;
  /** The pair whose history is open, if one is. */
  selected: { node: string; peer: string } | null;
  onPick: (node: string, peer: string) => void;
}

/**
 * The node × node matrix of one view: rows are the nodes that measured, columns their peers, each
 * cell the row's node's reading of the column's peer.
 */
export function MetricsMatrixGrid({ view, devices, metrics, selected, onPick }: MetricsMatrixGridProps) {
  const { t } = useTranslation();
  const name = (index: number) => <span className={classes.name}>{devices[index].name}</span>;
  return (
    <VirtualMatrixGrid
      label={t('metrics.gridLabel', { view: t(`metrics.views.${view}`) })}
      size={devices.length}
      readOnly
      sizes={SIZES}
      classNames={classes}
      corner={t('metrics.corner')}
      nameOf={(index) => devices[index].name}
      renderColumnHeader={name}
      renderRowHeader={name}
      renderCell={(place) => {
        const source = devices[place.row];
        const target = devices[place.column];
        return (
          <MetricsMatrixCell
            view={view}
            value={matrixCell(metrics, source.id, target.id)}
            source={source}
            target={target}
            {...place}
            selected={selected?.node === source.id && selected.peer === target.id}
            onPick={onPick}
          />
        );
      }}
    />
  );
}
