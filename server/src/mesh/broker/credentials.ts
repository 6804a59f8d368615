import { randomBytes, timingSafeEqual } from 'node:crypto';

/** A username and password an MQTT client connects with. */
export interface BrokerCredentials {
  username: string;
  password: string;
}

/**
 * Decides whether an MQTT client may connect with these credentials. The embedded broker asks one
 * verifier; accepting more kinds of client (hosts) means composing verifiers.
 */
export type CredentialVerifier = (username: string, password: Buffer) => boolean | Promise<boolean>;

const SERVER_CLIENT_USERNAME = 'netloom-server';

/** Fresh credentials for the server's own client, kept in memory for one run of the server. */
export function generateServerCredentials(): BrokerCredentials {
  return { username: SERVER_CLIENT_USERNAME, password: randomBytes(32).toString('base64url') };
}

/** Accepts exactly these credentials; the password is compared in constant time. */
export function acceptOnly(credentials: BrokerCredentials): CredentialVerifier {
  const expected = Buffer.from(credentials.password);
  return (username, password) =>
    username === credentials.username && password.length === expected.length && timingSafeEqual(password, expected);
}
