import { Navigate, Outlet, useLocation } from 'react-router';
import { isAdmin, isLoggedIn, useSession } from './session';

/** Protected routes: without a valid session the user goes to /login. */
export function RequireLogin() {
  const session = useSession();
  const location = useLocation();
  if (!isLoggedIn(session)) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Admin-only pages (spec section 6): everyone else lands on the dashboard. */
export function RequireAdmin() {
  const session = useSession();
  return isAdmin(session) ? <Outlet /> : <Navigate to="/dashboard" replace />;
}
