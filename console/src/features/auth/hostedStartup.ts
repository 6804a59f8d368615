import { withRetry } from '../../api/retry';
import { completeSession, getSession } from '../../session/session';
import { IS_HOSTED } from '../../session/hostedMode';

/**
 * Hosted start-up, before the first render: fetches the user record of the launched session and
 * stores its platform role (the user API loads only in that build). A failure is only logged; start-up continues.
 */
export async function loadHostedUser(): Promise<void> {
  const { jwt, username } = getSession();
  if (!IS_HOSTED || !jwt || !username) return;
  try {
    const { fetchUser } = await import('../../api/users');
    completeSession(await withRetry(() => fetchUser(username)));
  } catch (error) {
    console.error('Could not load the signed-in user; continuing without it', error);
  }
}
