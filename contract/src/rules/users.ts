/** Username and password rules. */

export const RESERVED_USERNAME = 'masteradministrator';
/** Stricter than Netmaker's 5, for every account including the super-admin. */
export const PASSWORD_MIN_LENGTH = 8;
const USERNAME_CHARACTERS = /^[a-z0-9.-]+$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Every problem with a username, in words a person can act on; empty when it is acceptable. */
export function usernameErrors(username: string): string[] {
  const errors: string[] = [];
  if (username.length <= 3) errors.push('username must have more than 3 characters');
  if (!USERNAME_CHARACTERS.test(username) && !EMAIL.test(username)) errors.push('invalid character(s) in username');
  if (username.toLowerCase() === RESERVED_USERNAME) errors.push(`username ${RESERVED_USERNAME} is reserved`);
  return errors;
}

/** Problems with an email address given for an invitation; empty when it is acceptable. */
export function emailErrors(email: string): string[] {
  return EMAIL.test(email) ? [] : [`invalid email ${email}`];
}

export function passwordErrors(password: string): string[] {
  return password.length < PASSWORD_MIN_LENGTH
    ? [`password must have a minimum of ${PASSWORD_MIN_LENGTH} characters`]
    : [];
}
