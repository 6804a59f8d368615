import { IconBan, IconCheck } from '@tabler/icons-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { cellFocus, type MatrixCellPlace } from '../../components/matrix/gridFocus';
import { BlankMatrixCell, MatrixCellFrame } from '../../components/matrix/MatrixCells';
import classes from './AclMatrix.module.css';
import type { MatrixDevice } from './matrixDevices';
import type { AclMatrixEdits } from './matrixState';
import { usePairView } from './useAclMatrixEdits';

interface MatrixCellProps extends MatrixCellPlace {
  edits: AclMatrixEdits;
  source: MatrixDevice;
  target: MatrixDevice;
  editable: boolean;
}

/**
 * One direction of a pair: a button that allows or blocks the pair, both directions at once,
 * marked when it differs from the server; a dash where there is no pair.
 */
export const MatrixCell = memo(function MatrixCell({ edits, source, target, editable, ...place }: MatrixCellProps) {
  const { t } = useTranslation();
  const view = usePairView(edits, source.id, target.id);
  const names = { source: source.name, target: target.name };
  if (!view) return <BlankMatrixCell place={place} label={t('oldAcls.noPair', names)} />;
  const state = t(view.allowed ? 'oldAcls.allowed' : 'oldAcls.denied');
  const Icon = view.allowed ? IconCheck : IconBan;
  return (
    <MatrixCellFrame place={place}>
      <button
        type="button"
        aria-label={t(view.changed ? 'oldAcls.changedCell' : 'oldAcls.cell', { ...names, state })}
        aria-disabled={!editable}
        data-changed={view.changed || undefined}
        className={`${view.allowed ? classes.allowed : classes.denied} ${view.changed ? classes.changed : ''}`}
        onClick={editable ? () => edits.toggle(source.id, target.id) : undefined}
        {...cellFocus(place)}
      >
        <Icon size={16} stroke={2.2} aria-hidden />
        {view.changed && <span className={classes.changedDot} aria-hidden />}
      </button>
    </MatrixCellFrame>
  );
});
