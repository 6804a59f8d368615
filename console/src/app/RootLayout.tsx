import { Outlet } from 'react-router';
import { RouteLoadingBar } from './RouteLoadingBar';
import { useServerHealth } from './serverHealth';

/** Wraps every page: the route loading bar, and the server status poll from start-up on. */
export function RootLayout() {
  useServerHealth();
  return (
    <>
      <RouteLoadingBar />
      <Outlet />
    </>
  );
}
