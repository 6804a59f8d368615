import { Paper, Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TableSkeleton } from './TableSkeleton';

interface DataTableProps {
  /** The header cells. */
  head: ReactNode;
  /** How many columns the header has, for the loading placeholder. */
  columns: number;
  /** Below this width the table scrolls sideways instead of squeezing. */
  minWidth: number;
  loading: boolean;
  /** Tighter rows, for long lists. */
  dense?: boolean;
  /** The rows. */
  children: ReactNode;
  /** All rows, when the body draws only some of them (a virtual table). */
  rowCount?: number;
  /** The rows shown are about to be replaced (new filters are loading): dimmed, and busy for screen readers. */
  busy?: boolean;
}

/**
 * A bordered table that scrolls sideways on narrow screens and shows placeholder rows while it loads; a
 * virtual table (`VirtualBody`) passes the count of all its rows.
 */
export function DataTable({
  head,
  columns,
  minWidth,
  loading,
  dense = false,
  children,
  rowCount,
  busy = false,
}: DataTableProps) {
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={minWidth}>
        <Table
          highlightOnHover
          verticalSpacing={dense ? 'xs' : 'sm'}
          horizontalSpacing="md"
          aria-rowcount={rowCount === undefined ? undefined : rowCount + 1}
          aria-busy={busy || undefined}
          style={busy ? { opacity: 0.6, transition: 'opacity 150ms' } : undefined}
        >
          <Table.Thead>
            <Table.Tr>{head}</Table.Tr>
          </Table.Thead>
          {loading ? <TableSkeleton columns={columns} /> : <Table.Tbody>{children}</Table.Tbody>}
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** The header of a row-actions column: named for screen readers, empty on screen. */
export function ActionsHeader() {
  const { t } = useTranslation();
  return (
    <Table.Th ta="right">
      <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
    </Table.Th>
  );
}
