import { IconBan, IconCheck } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './AclMatrix.module.css';
import type { MatrixDevice } from './matrixDevices';
import type { AclMatrixEdits } from './matrixState';
import { usePairView } from './useAclMatrixEdits';

interface MatrixCellProps {
  edits: AclMatrixEdits;
  source: MatrixDevice;
  target: MatrixDevice;
  /** Position in the shown matrix, for arrow-key moves. */
  row: number;
  column: number;
  left: number;
  size: number;
  /** The cell that Tab reaches in the grid (one at a time). */
  active: boolean;
  editable: boolean;
}

/**
 * One direction of a pair: a button that allows or blocks the pair, both directions at once,
 * marked when it differs from the server; a dash where there is no pair.
 */
export const MatrixCell = memo(function MatrixCell({
  edits,
  source,
  target,
  row,
  column,
  left,
  size,
  active,
  editable,
}: MatrixCellProps) {
  const { t } = useTranslation();
  const view = usePairView(edits, source.id, target.id);
  const names = { source: source.name, target: target.name };
  const position = { width: size, height: size, transform: `translateX(${left}px)` };
  const focus = { 'data-row': row, 'data-column': column, tabIndex: active ? 0 : -1 };
  if (!view) {
    return (
      <div
        role="gridcell"
        aria-colindex={column + 2}
        aria-label={t('oldAcls.noPair', names)}
        className={`${classes.cell} ${classes.noPair}`}
        style={position}
        {...focus}
      >
        <span aria-hidden>—</span>
      </div>
    );
  }
  const state = t(view.allowed ? 'oldAcls.allowed' : 'oldAcls.denied');
  const Icon = view.allowed ? IconCheck : IconBan;
  return (
    <div role="gridcell" aria-colindex={column + 2} className={classes.cell} style={position}>
      <button
        type="button"
        aria-label={t(view.changed ? 'oldAcls.changedCell' : 'oldAcls.cell', { ...names, state })}
        aria-disabled={!editable}
        data-changed={view.changed || undefined}
        className={`${view.allowed ? classes.allowed : classes.denied} ${view.changed ? classes.changed : ''}`}
        onClick={editable ? () => edits.toggle(source.id, target.id) : undefined}
        {...focus}
      >
        <Icon size={16} stroke={2.2} aria-hidden />
        {view.changed && <span className={classes.changedDot} aria-hidden />}
      </button>
    </div>
  );
});
