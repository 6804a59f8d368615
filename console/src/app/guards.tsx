import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useHostedMode } from '../features/notices/useHostedMode';
import { isAdmin, isLoggedIn, useSession } from '../session/session';

/** Protected routes: without a valid session the user goes to /login. */
export function RequireLogin() {
  const session = useSession();
  const location = useLocation();
  if (!isLoggedIn(session)) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Admin-only pages: everyone else lands on the dashboard. */
export function RequireAdmin() {
  const session = useSession();
  return isAdmin(session) ? <Outlet /> : <Navigate to="/dashboard" replace />;
}

/** Pages of the self-hosted edition only (sign-up): the hosted edition shows them as not found. */
export function SelfHostedOnly({ children }: { children: ReactNode }) {
  const { hosted } = useHostedMode();
  return hosted ? <Navigate to="/404" replace /> : children;
}
