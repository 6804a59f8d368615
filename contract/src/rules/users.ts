/** Username and password rules (reference section 2.5). */

export const RESERVED_USERNAME = 'masteradministrator';
export const PASSWORD_MIN_LENGTH = 5;
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

export function passwordErrors(password: string): string[] {
  return password.length < PASSWORD_MIN_LENGTH
    ? [`password must have a minimum of ${PASSWORD_MIN_LENGTH} characters`]
    : [];
}
