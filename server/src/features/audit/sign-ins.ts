import type { FastifyRequest } from 'fastify';
import { insertAuditEvent } from '../../store/audit-repository';
import type { Database } from '../../store/schema';
import { timestampNow } from '../../time';

/**
 * Records a sign-in (a session given out) or a refused one in the audit log, done to the user it was
 * for: by that user when it succeeded, by nobody signed in when it was refused.
 */
export async function recordSignIn(
  db: Database,
  request: FastifyRequest,
  username: string,
  succeeded: boolean,
): Promise<void> {
  await insertAuditEvent(db, {
    actor: succeeded ? username : '',
    actor_kind: succeeded ? 'user' : 'anonymous',
    action: succeeded ? 'sign-in' : 'sign-in-failed',
    object_type: 'user',
    object_id: username,
    network: '',
    operation: `${request.method} ${request.routeOptions.url ?? request.url}`,
    source_ip: request.ip,
    at: timestampNow(),
  });
}
