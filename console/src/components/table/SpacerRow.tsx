import type { Ref } from 'react';

/** An empty row of `height` pixels standing for the rows of a virtual table that are not drawn. */
export function SpacerRow({
  height,
  columns,
  ref,
}: {
  height: number;
  columns: number;
  ref?: Ref<HTMLTableRowElement>;
}) {
  return (
    <tr ref={ref} aria-hidden style={{ height }}>
      <td colSpan={columns} style={{ padding: 0, border: 0 }} />
    </tr>
  );
}
