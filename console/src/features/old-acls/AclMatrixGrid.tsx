import { useVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { memo, useEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './AclMatrix.module.css';
import { movedCell, rangeWith, type GridCell } from './gridFocus';
import { MatrixCell } from './MatrixCell';
import type { MatrixDevice } from './matrixDevices';
import type { AclMatrixEdits } from './matrixState';

const CELL_SIZE = 36;
const ROW_HEADER_WIDTH = 220;
const COLUMN_HEADER_HEIGHT = 132;
const OVERSCAN = 4;

interface AclMatrixGridProps {
  devices: readonly MatrixDevice[];
  edits: AclMatrixEdits;
  editable: boolean;
}

/** The position of a focused cell, from its data attributes. */
function cellOf(element: HTMLElement): GridCell | null {
  const { row, column } = element.dataset;
  return row === undefined || column === undefined ? null : { row: Number(row), column: Number(column) };
}

/**
 * The matrix of devices (rows) by devices (columns), virtualised both ways so that only the cells
 * in view exist, with sticky headers. One cell at a time is reached with Tab; arrows, Home, End,
 * Page Up and Page Down move from it.
 */
export function AclMatrixGrid({ devices, edits, editable }: AclMatrixGridProps) {
  const { t } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  const focusMoved = useRef(false);
  const [focused, setFocused] = useState<GridCell>({ row: 0, column: 0 });
  const size = devices.length;
  const active = { row: Math.min(focused.row, size - 1), column: Math.min(focused.column, size - 1) };
  const rowRange = useMemo(() => rangeWith(active.row), [active.row]);
  const columnRange = useMemo(() => rangeWith(active.column), [active.column]);
  const shared = {
    count: size,
    getScrollElement: () => scroller.current,
    estimateSize: () => CELL_SIZE,
    overscan: OVERSCAN,
  };
  // The console doesn't use the React Compiler; the virtualisers re-render the grid as it scrolls.
  // eslint-disable-next-line react-hooks/incompatible-library
  const rows = useVirtualizer({
    ...shared,
    paddingStart: COLUMN_HEADER_HEIGHT,
    scrollPaddingStart: COLUMN_HEADER_HEIGHT,
    rangeExtractor: rowRange,
  });
  const columns = useVirtualizer({
    ...shared,
    horizontal: true,
    paddingStart: ROW_HEADER_WIDTH,
    scrollPaddingStart: ROW_HEADER_WIDTH,
    rangeExtractor: columnRange,
  });

  useEffect(() => {
    if (!focusMoved.current) return;
    focusMoved.current = false;
    scroller.current
      ?.querySelector<HTMLElement>(`[data-row="${active.row}"][data-column="${active.column}"]`)
      ?.focus({ preventScroll: true });
  }, [active.row, active.column]);

  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const from = cellOf(event.target as HTMLElement);
    const to = from && movedCell(from, event.key, event.ctrlKey || event.metaKey, size);
    if (!to) return;
    event.preventDefault();
    focusMoved.current = true;
    setFocused(to);
    rows.scrollToIndex(to.row);
    columns.scrollToIndex(to.column);
  };
  const follow = (event: FocusEvent<HTMLDivElement>) => {
    const cell = cellOf(event.target);
    if (cell && (cell.row !== active.row || cell.column !== active.column)) setFocused(cell);
  };

  const width = columns.getTotalSize();
  const virtualColumns = columns.getVirtualItems();
  return (
    <div
      ref={scroller}
      role="grid"
      aria-label={t('oldAcls.grid')}
      aria-rowcount={size + 1}
      aria-colcount={size + 1}
      aria-readonly={!editable || undefined}
      className={classes.scroller}
      onKeyDown={move}
      onFocus={follow}
    >
      <div className={classes.canvas} style={{ width, height: rows.getTotalSize() }}>
        <div role="row" aria-rowindex={1} className={classes.headerRow} style={{ width, height: COLUMN_HEADER_HEIGHT }}>
          <div role="columnheader" aria-colindex={1} className={classes.corner} style={{ width: ROW_HEADER_WIDTH }}>
            {t('oldAcls.hosts')}
          </div>
          {virtualColumns.map((column) => (
            <ColumnHeader key={column.key} device={devices[column.index]} column={column} />
          ))}
        </div>
        {rows.getVirtualItems().map((row) => (
          <div
            key={row.key}
            role="row"
            aria-rowindex={row.index + 2}
            className={classes.row}
            style={{ width, height: row.size, transform: `translateY(${row.start}px)` }}
          >
            <RowHeader device={devices[row.index]} />
            {virtualColumns.map((column) => (
              <MatrixCell
                key={column.key}
                edits={edits}
                source={devices[row.index]}
                target={devices[column.index]}
                row={row.index}
                column={column.index}
                left={column.start}
                size={column.size}
                active={row.index === active.row && column.index === active.column}
                editable={editable}
              />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}

const ColumnHeader = memo(function ColumnHeader({ device, column }: { device: MatrixDevice; column: VirtualItem }) {
  return (
    <div
      role="columnheader"
      aria-colindex={column.index + 2}
      title={device.name}
      className={classes.columnHeader}
      style={{ width: column.size, transform: `translateX(${column.start}px)` }}
    >
      <span className={classes.columnName}>{device.name}</span>
    </div>
  );
});

const RowHeader = memo(function RowHeader({ device }: { device: MatrixDevice }) {
  const { t } = useTranslation();
  return (
    <div
      role="rowheader"
      aria-colindex={1}
      title={device.name}
      className={classes.rowHeader}
      style={{ width: ROW_HEADER_WIDTH }}
    >
      <span className={classes.rowName}>{device.name}</span>
      {device.client && <span className={classes.clientMark}>{t('oldAcls.client')}</span>}
    </div>
  );
});
