import { auditPageSchema, type AuditFilters, type AuditPage } from '@netloom/contract';
import { requestBlob, requestRaw } from './client';
import { queryText } from './listRows';
import { QUERY_ROOTS } from './queryRoots';

/** Windows of audit events live under the audit root, one key per filters and window. */
export const auditKeys = {
  all: [QUERY_ROOTS.audit] as const,
  rows: (filters: AuditFilters, offset: number, limit: number) =>
    [QUERY_ROOTS.audit, 'rows', filters, offset, limit] as const,
};

/** The audit events from `offset` on that match `filters`, newest first, with their count (admins and auditors only). */
export function fetchAuditPage(filters: AuditFilters, offset: number, limit: number): Promise<AuditPage> {
  return requestRaw(auditPageSchema, `/v1/audit?${queryText({ ...filters, offset, limit })}`);
}

/** Every audit event that matches `filters`, as the server's CSV file (admins and auditors only). */
export function fetchAuditCsv(filters: AuditFilters): Promise<Blob> {
  const query = queryText(filters);
  return requestBlob(`/v1/audit/export${query ? `?${query}` : ''}`, { headers: { Accept: 'text/csv' } });
}
