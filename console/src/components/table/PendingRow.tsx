import { Skeleton, Table } from '@mantine/core';
import { virtualRowProps } from './useVirtualRows';

interface PendingRowProps {
  index: number;
  measure: (element: HTMLElement | null) => void;
  columns: number;
}

/** A row of a virtual table on screen whose window of rows is still on its way. */
export function PendingRow({ index, measure, columns }: PendingRowProps) {
  return (
    <Table.Tr {...virtualRowProps(index, measure)} aria-busy>
      <Table.Td colSpan={columns}>
        <Skeleton height={14} radius="sm" width="70%" />
      </Table.Td>
    </Table.Tr>
  );
}
