import { CLIENT_ID_LENGTH_MESSAGE, CLIENT_ID_SPACES_MESSAGE } from './messages';

export const CLIENT_ID_MIN_LENGTH = 5;
export const CLIENT_ID_MAX_LENGTH = 32;

/** The message for an invalid external-client id, or null when it is acceptable. */
export function clientIdError(clientId: string): string | null {
  if (clientId.length < CLIENT_ID_MIN_LENGTH || clientId.length > CLIENT_ID_MAX_LENGTH) return CLIENT_ID_LENGTH_MESSAGE;
  if (/\s/.test(clientId)) return CLIENT_ID_SPACES_MESSAGE;
  return null;
}
