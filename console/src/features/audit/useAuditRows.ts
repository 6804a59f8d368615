import type { AuditFilters } from '@netloom/contract';
import { auditKeys, fetchAuditPage } from '../../api/audit';
import { useVirtualList } from '../../components/table/useVirtualList';

/** The audit events that match `filters`, newest first, fetched from the server a window at a time as the table scrolls. */
export function useAuditRows(filters: AuditFilters) {
  return useVirtualList({
    queryKey: (offset, limit) => auditKeys.rows(filters, offset, limit),
    fetchWindow: (offset, limit) => fetchAuditPage(filters, offset, limit),
  });
}

export type AuditRowList = ReturnType<typeof useAuditRows>;
