import { Navigate, Outlet } from 'react-router';
import { useSession } from '../../session/session';
import { canReadAuditLog } from './auditAccess';

/** The audit log is for admins and auditors: everyone else lands on the dashboard, as on admin-only pages. */
export function RequireAuditReader() {
  return canReadAuditLog(useSession()) ? <Outlet /> : <Navigate to="/dashboard" replace />;
}
