import { withRetry } from '../../api/retry';
import { fetchUser } from '../../api/users';
import { completeSession, getSession } from '../../app/session';
import { IS_HOSTED } from './hostedMode';

/**
 * Hosted start-up, before the first render: fetches the user record of the launched session and
 * stores its platform role. A failure is only logged; start-up continues (spec sections 4 and 8).
 */
export async function loadHostedUser(): Promise<void> {
  const { jwt, username } = getSession();
  if (!IS_HOSTED || !jwt || !username) return;
  try {
    completeSession(await withRetry(() => fetchUser(username)));
  } catch (error) {
    console.error('Could not load the signed-in user; continuing without it', error);
  }
}
