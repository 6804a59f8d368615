import { createHmac, timingSafeEqual } from 'node:crypto';

/** A username and password an MQTT client connects with. */
export interface BrokerCredentials {
  username: string;
  password: string;
}

/** Who an MQTT client is once its credentials are accepted: the server's own client, or a host. */
export type ClientIdentity = { kind: 'server' } | { kind: 'host'; hostId: string };

/**
 * Decides whether an MQTT client may connect with these credentials, and as whom (null: refused).
 * The embedded broker asks one verifier; `acceptAny` composes several.
 */
export type CredentialVerifier = (
  username: string,
  password: Buffer,
) => ClientIdentity | null | Promise<ClientIdentity | null>;

const SERVER_CLIENT_USERNAME = 'netloom-server';

/**
 * The credentials of the server's own clients, derived from the stored signing secret: the same on
 * every server sharing the database, so that the leader logs in to the others' embedded brokers, and
 * known to no one without that secret.
 */
export function serverCredentials(secret: string): BrokerCredentials {
  const password = createHmac('sha256', secret).update('netloom embedded broker: server client').digest('base64url');
  return { username: SERVER_CLIENT_USERNAME, password };
}

/** Accepts exactly these credentials, as the server's client; the password is compared in constant time. */
export function acceptOnly(credentials: BrokerCredentials): CredentialVerifier {
  const expected = Buffer.from(credentials.password);
  return (username, password) =>
    username === credentials.username && password.length === expected.length && timingSafeEqual(password, expected)
      ? { kind: 'server' }
      : null;
}

/** Accepts a client as the first verifier that accepts it does. */
export function acceptAny(...verifiers: CredentialVerifier[]): CredentialVerifier {
  return async (username, password) => {
    for (const verify of verifiers) {
      const identity = await verify(username, password);
      if (identity) return identity;
    }
    return null;
  };
}
