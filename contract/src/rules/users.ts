import { problem, type Problem } from './problems';
/** Username and password rules. */

export const RESERVED_USERNAME = 'masteradministrator';
/** Stricter than Netmaker's 5, for every account including the super-admin. */
export const PASSWORD_MIN_LENGTH = 8;
const USERNAME_CHARACTERS = /^[a-z0-9.-]+$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Every problem with a username; empty when it is acceptable. */
export function usernameProblems(username: string): Problem[] {
  const problems: Problem[] = [];
  if (username.length <= 3) problems.push(problem('usernameTooShort', {}, 'username'));
  if (!USERNAME_CHARACTERS.test(username) && !EMAIL.test(username)) {
    problems.push(problem('usernameCharacters', {}, 'username'));
  }
  if (username.toLowerCase() === RESERVED_USERNAME) {
    problems.push(problem('usernameReserved', { username: RESERVED_USERNAME }, 'username'));
  }
  return problems;
}

/** Problems with an email address given for an invitation; empty when it is acceptable. */
export function emailProblems(email: string): Problem[] {
  return EMAIL.test(email) ? [] : [problem('emailInvalid', { email }, 'email')];
}

export function passwordProblems(password: string): Problem[] {
  return password.length < PASSWORD_MIN_LENGTH
    ? [problem('passwordTooShort', { min: PASSWORD_MIN_LENGTH }, 'password')]
    : [];
}
