import { Readable } from 'node:stream';
import { auditFiltersSchema, auditQuerySchema, type AuditPage } from '@netloom/contract';
import type { AppContext } from '../../app-context';
import type { App } from '../../http/app-type';
import { timestampNow } from '../../time';
import { auditCsv } from './audit-csv';
import { auditPage, matchingAuditEvents } from '../../store/audit-reads';

/**
 * The audit log (a Netloom extension): admins and auditors read a window of its events, newest first,
 * or download every matching event as CSV.
 */
export function registerAuditRoutes(app: App, { db }: AppContext): void {
  const access = { adminOrAuditor: 'read the audit log' } as const;

  app.get(
    '/api/v1/audit',
    { config: { access }, schema: { querystring: auditQuerySchema } },
    (request): Promise<AuditPage> => auditPage(db, request.query),
  );

  app.get(
    '/api/v1/audit/export',
    { config: { access }, schema: { querystring: auditFiltersSchema } },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="netloom-audit-${timestampNow().slice(0, 10)}.csv"`)
        .send(Readable.from(auditCsv(matchingAuditEvents(db, request.query)))),
  );
}
