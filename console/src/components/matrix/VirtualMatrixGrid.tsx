import { useVirtualizer } from '@tanstack/react-virtual';
import {
  Fragment,
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cellOf, movedCell, rangeWith, type GridCell, type MatrixCellPlace } from './gridFocus';
import classes from './VirtualMatrixGrid.module.css';

const OVERSCAN = 4;

/** The sizes of a matrix's cells and headers, in pixels. */
export interface MatrixSizes {
  cellWidth: number;
  cellHeight: number;
  rowHeaderWidth: number;
  columnHeaderHeight: number;
}

/** Class names a feature adds to the parts of its matrix, for its own look (its CSS module can be given as is). */
type MatrixClassNames = Partial<Record<'scroller' | 'corner' | 'columnHeader' | 'row' | 'rowHeader', string>>;

interface VirtualMatrixGridProps {
  label: string;
  /** How many rows, and as many columns: the matrix is square. */
  size: number;
  readOnly: boolean;
  sizes: MatrixSizes;
  classNames: MatrixClassNames;
  /** What the header above the row headers shows. */
  corner: ReactNode;
  /** The name of the row and of the column at an index: their headers' tooltip. */
  nameOf: (index: number) => string;
  renderColumnHeader: (index: number) => ReactNode;
  renderRowHeader: (index: number) => ReactNode;
  /** One cell; `MatrixCellFrame` or `BlankMatrixCell` place it in its row. */
  renderCell: (place: MatrixCellPlace) => ReactNode;
}

const withExtra = (base: string | undefined, extra: string | undefined) => (extra ? `${base} ${extra}` : base);

/**
 * A square matrix virtualised both ways, so that only the cells in view exist however many rows it
 * has, with sticky headers. One cell at a time is reached with Tab; arrows, Home, End, Page Up and
 * Page Down move from it.
 */
export function VirtualMatrixGrid(props: VirtualMatrixGridProps) {
  const { label, size, readOnly, sizes, classNames, corner, nameOf } = props;
  const scroller = useRef<HTMLDivElement>(null);
  const focusMoved = useRef(false);
  const [focused, setFocused] = useState<GridCell>({ row: 0, column: 0 });
  const active = { row: Math.min(focused.row, size - 1), column: Math.min(focused.column, size - 1) };
  const rowRange = useMemo(() => rangeWith(active.row), [active.row]);
  const columnRange = useMemo(() => rangeWith(active.column), [active.column]);
  const shared = { count: size, getScrollElement: () => scroller.current, overscan: OVERSCAN };
  // The console doesn't use the React Compiler; the virtualisers re-render the grid as it scrolls.
  // eslint-disable-next-line react-hooks/incompatible-library
  const rows = useVirtualizer({
    ...shared,
    estimateSize: () => sizes.cellHeight,
    paddingStart: sizes.columnHeaderHeight,
    scrollPaddingStart: sizes.columnHeaderHeight,
    rangeExtractor: rowRange,
  });
  const columns = useVirtualizer({
    ...shared,
    horizontal: true,
    estimateSize: () => sizes.cellWidth,
    paddingStart: sizes.rowHeaderWidth,
    scrollPaddingStart: sizes.rowHeaderWidth,
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
      aria-label={label}
      aria-rowcount={size + 1}
      aria-colcount={size + 1}
      aria-readonly={readOnly || undefined}
      className={withExtra(classes.scroller, classNames.scroller)}
      onKeyDown={move}
      onFocus={follow}
    >
      <div className={classes.canvas} style={{ width, height: rows.getTotalSize() }}>
        <div
          role="row"
          aria-rowindex={1}
          className={classes.headerRow}
          style={{ width, height: sizes.columnHeaderHeight }}
        >
          <div
            role="columnheader"
            aria-colindex={1}
            className={withExtra(classes.corner, classNames.corner)}
            style={{ width: sizes.rowHeaderWidth }}
          >
            {corner}
          </div>
          {virtualColumns.map((column) => (
            <div
              key={column.key}
              role="columnheader"
              aria-colindex={column.index + 2}
              title={nameOf(column.index)}
              className={withExtra(classes.columnHeader, classNames.columnHeader)}
              style={{ width: column.size, transform: `translateX(${column.start}px)` }}
            >
              {props.renderColumnHeader(column.index)}
            </div>
          ))}
        </div>
        {rows.getVirtualItems().map((row) => (
          <div
            key={row.key}
            role="row"
            aria-rowindex={row.index + 2}
            className={withExtra(classes.row, classNames.row)}
            style={{ width, height: row.size, transform: `translateY(${row.start}px)` }}
          >
            <div
              role="rowheader"
              aria-colindex={1}
              title={nameOf(row.index)}
              className={withExtra(classes.rowHeader, classNames.rowHeader)}
              style={{ width: sizes.rowHeaderWidth }}
            >
              {props.renderRowHeader(row.index)}
            </div>
            {virtualColumns.map((column) => (
              <Fragment key={column.key}>
                {props.renderCell({
                  row: row.index,
                  column: column.index,
                  left: column.start,
                  width: column.size,
                  active: row.index === active.row && column.index === active.column,
                })}
              </Fragment>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
