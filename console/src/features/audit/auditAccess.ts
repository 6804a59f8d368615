import { isAdmin, type Session } from '../../session/session';

/** Who reads the audit log: admins and auditors, as the server allows. */
export function canReadAuditLog(session: Session): boolean {
  return isAdmin(session) || (session.platformRole?.id ?? session.user?.platform_role_id) === 'auditor';
}
