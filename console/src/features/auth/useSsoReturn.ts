import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { errorText } from '../../api/errors';
import { useSsoSignIn } from './useSignIn';

/**
 * What single sign-on brought back to the login page: `?sso_code=` is traded for the session (and taken
 * out of the address at once), `?sso_error=` is the server's reason for refusing.
 */
export function useSsoReturn(): { isSigningIn: boolean; error: string | null } {
  const [params, setParams] = useSearchParams();
  const { mutate, isPending, isError, error } = useSsoSignIn();
  const code = params.get('sso_code');
  const started = useRef(false);

  useEffect(() => {
    if (!code || started.current) return;
    started.current = true;
    mutate(code);
    setParams(
      (current) => {
        current.delete('sso_code');
        return current;
      },
      { replace: true },
    );
  }, [code, mutate, setParams]);

  return {
    isSigningIn: isPending || Boolean(code),
    error: isError ? errorText(error) : params.get('sso_error'),
  };
}
