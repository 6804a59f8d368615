import { problemText, usernameProblems } from '@netloom/contract';
import { ApiError } from '../../api-error';
import type { SsoIdentity } from './oidc-client';

/** The Netloom username an identity goes by, and whether it is an email address the provider verified. */
export interface SsoName {
  username: string;
  /** Only a verified email address may link an account or match an invitation; a username anyone may pick. */
  fromVerifiedEmail: boolean;
}

/** The name of an identity: its email address (refused unless verified), else its preferred username. */
export function ssoName(identity: SsoIdentity): SsoName {
  const name = nameOf(identity);
  const problems = usernameProblems(name.username);
  if (problems.length > 0) {
    const why = problems.map(problemText).join('; ');
    throw new ApiError(400, `The name ${name.username} cannot be a Netloom username: ${why}`);
  }
  return name;
}

function nameOf(identity: SsoIdentity): SsoName {
  if (identity.email !== undefined) {
    if (!identity.emailVerified) {
      throw new ApiError(
        403,
        `The identity provider did not confirm that the email address ${identity.email} is verified; verify it there, then sign in again`,
      );
    }
    return { username: identity.email.toLowerCase(), fromVerifiedEmail: true };
  }
  if (identity.preferredUsername !== undefined) {
    return { username: identity.preferredUsername, fromVerifiedEmail: false };
  }
  throw new ApiError(
    400,
    'The identity provider shared neither an email address nor a username; it must allow the email scope',
  );
}
