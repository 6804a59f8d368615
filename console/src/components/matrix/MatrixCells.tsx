import type { ReactNode } from 'react';
import { cellFocus, type MatrixCellPlace } from './gridFocus';
import classes from './VirtualMatrixGrid.module.css';

interface MatrixCellFrameProps {
  place: MatrixCellPlace;
  /** Set on a cell with no control in it: what screen readers say of it; it then takes the focus itself. */
  blankLabel?: string;
  children: ReactNode;
}

/** The grid cell of a `VirtualMatrixGrid` at its place in its row, around what the cell shows. */
export function MatrixCellFrame({ place, blankLabel, children }: MatrixCellFrameProps) {
  const blank = blankLabel !== undefined;
  return (
    <div
      role="gridcell"
      aria-colindex={place.column + 2}
      aria-label={blankLabel}
      className={blank ? `${classes.cell} ${classes.blank}` : classes.cell}
      style={{ width: place.width, transform: `translateX(${place.left}px)` }}
      {...(blank ? cellFocus(place) : undefined)}
    >
      {children}
    </div>
  );
}

/** A cell with nothing to show: a dash, named for screen readers, that takes the focus itself. */
export function BlankMatrixCell({ place, label }: { place: MatrixCellPlace; label: string }) {
  return (
    <MatrixCellFrame place={place} blankLabel={label}>
      <span aria-hidden>—</span>
    </MatrixCellFrame>
  );
}
