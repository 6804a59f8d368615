import { Outlet } from 'react-router';
import { useIntegrations } from './integrations';
import { RouteLoadingBar } from './RouteLoadingBar';

/** Wraps every page: the route loading bar and the optional chat and analytics scripts. */
export function RootLayout() {
  useIntegrations();
  return (
    <>
      <RouteLoadingBar />
      <Outlet />
    </>
  );
}
