import { sha256Hex } from '../../sha256';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { CredentialVerifier } from './credentials';

/** A host's secret: 32 random bytes, base64url. It is only ever sent once, at registration. */
export function generateHostSecret(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * SHA-256 of the secret, hex. A random 256-bit secret needs no slow password hash, and checking it
 * stays cheap on every MQTT connection and host login.
 */
export function hashHostSecret(secret: string): string {
  return sha256Hex(secret);
}

export function hostSecretMatches(secretHash: string, secret: string | Buffer): boolean {
  const expected = Buffer.from(secretHash, 'hex');
  const actual = createHash('sha256').update(secret).digest();
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** Looks up the stored secret hash of a host; undefined when there is no such host. */
export type HostSecretLookup = (hostId: string) => Promise<string | undefined>;

/** Accepts registered hosts: username = host id, password = the secret issued at registration. */
export function acceptHosts(secretHashOf: HostSecretLookup): CredentialVerifier {
  return async (username, password) => {
    const secretHash = await secretHashOf(username);
    return secretHash !== undefined && hostSecretMatches(secretHash, password)
      ? { kind: 'host', hostId: username }
      : null;
  };
}
