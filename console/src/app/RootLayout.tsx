import { Outlet } from 'react-router';
import { useLiveUpdates } from '../api/live';
import { useIntegrations } from './integrations';
import { RouteLoadingBar } from './RouteLoadingBar';

/**
 * Wraps every page: the route loading bar, the live updates of a signed-in session, and the optional
 * chat and analytics scripts.
 */
export function RootLayout() {
  useIntegrations();
  useLiveUpdates();
  return (
    <>
      <RouteLoadingBar />
      <Outlet />
    </>
  );
}
