import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { errorText } from '../../api/errors';
import { useSsoSignIn } from './useSignIn';

/**
 * What single sign-on brought back to the login page: `?login=<jwt>&user=<name>` is signed in with
 * (and the token taken out of the address at once), `?sso_error=` is the server's reason for refusing.
 */
export function useSsoReturn(): { isSigningIn: boolean; error: string | null } {
  const [params, setParams] = useSearchParams();
  const { mutate, isPending, isError, error } = useSsoSignIn();
  const jwt = params.get('login');
  const username = params.get('user');
  const started = useRef(false);

  useEffect(() => {
    if (!jwt || !username || started.current) return;
    started.current = true;
    mutate({ username, jwt });
    setParams(
      (current) => {
        current.delete('login');
        current.delete('user');
        return current;
      },
      { replace: true },
    );
  }, [jwt, username, mutate, setParams]);

  return {
    isSigningIn: isPending || Boolean(jwt && username),
    error: isError ? errorText(error) : params.get('sso_error'),
  };
}
