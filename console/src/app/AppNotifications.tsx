import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';
import { isLoggedIn, useSession } from '../session/session';

const NotificationsView = lazy(() =>
  import('./NotificationsView').then((module) => ({ default: module.NotificationsView })),
);

/**
 * Shows the notifications of every page. Their view loads once someone is signed in (so that it is there even
 * when the server goes away later), or with the first notification before that; the sign-in page does not carry
 * it. What was shown before the view loaded appears once it has.
 */
export function AppNotifications() {
  const { notifications, queue } = useNotifications();
  const signedIn = isLoggedIn(useSession());
  const [wanted, setWanted] = useState(false);
  if (!wanted && (signedIn || notifications.length + queue.length > 0)) setWanted(true);
  return wanted ? (
    <Suspense>
      <NotificationsView />
    </Suspense>
  ) : null;
}
