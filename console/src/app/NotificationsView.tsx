import { Notifications } from '@mantine/notifications';

/** The notifications' view, top right; a module of its own so that it loads with the first notification. */
export function NotificationsView() {
  return <Notifications position="top-right" />;
}
