import { useTranslation } from 'react-i18next';
import { VirtualMatrixGrid, type MatrixSizes } from '../../components/matrix/VirtualMatrixGrid';
import classes from './AclMatrix.module.css';
import { MatrixCell } from './MatrixCell';
import type { MatrixDevice } from './matrixDevices';
import type { AclMatrixEdits } from './matrixState';

const SIZES: MatrixSizes = { cellWidth: 36, cellHeight: 36, rowHeaderWidth: 220, columnHeaderHeight: 132 };

interface AclMatrixGridProps {
  devices: readonly MatrixDevice[];
  edits: AclMatrixEdits;
  editable: boolean;
}

/**
 * The matrix of devices (rows) by devices (columns), with the names of the columns written upwards
 * and clients marked as such among the rows; each cell allows or blocks one pair.
 */
export function AclMatrixGrid({ devices, edits, editable }: AclMatrixGridProps) {
  const { t } = useTranslation();
  return (
    <VirtualMatrixGrid
      label={t('oldAcls.grid')}
      size={devices.length}
      readOnly={!editable}
      sizes={SIZES}
      classNames={classes}
      corner={t('oldAcls.hosts')}
      nameOf={(index) => devices[index].name}
      renderColumnHeader={(index) => <span className={classes.columnName}>{devices[index].name}</span>}
      renderRowHeader={(index) => (
        <>
          <span className={classes.rowName}>{devices[index].name}</span>
          {devices[index].client && <span className={classes.clientMark}>{t('oldAcls.client')}</span>}
        </>
      )}
      renderCell={(place) => (
        <MatrixCell
          edits={edits}
          source={devices[place.row]}
          target={devices[place.column]}
          {...place}
          editable={editable}
        />
      )}
    />
  );
}
