import { problem, type Problem } from './problems';

export const CLIENT_ID_MIN_LENGTH = 5;
export const CLIENT_ID_MAX_LENGTH = 32;

/** What is wrong with an external client's id (Netmaker's words), or null when it is acceptable. */
export function clientIdProblem(clientId: string): Problem | null {
  if (clientId.length < CLIENT_ID_MIN_LENGTH || clientId.length > CLIENT_ID_MAX_LENGTH) {
    return problem('clientIdLength', { min: CLIENT_ID_MIN_LENGTH, max: CLIENT_ID_MAX_LENGTH }, 'clientid');
  }
  if (/\s/.test(clientId)) return problem('clientIdSpaces', {}, 'clientid');
  return null;
}
