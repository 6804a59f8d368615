import { generateKeyPairSync } from 'node:crypto';

export interface WireGuardKeyPair {
  /** Base64, as `wg genkey` prints it. */
  privateKey: string;
  /** Base64, as `wg pubkey` derives it from the private key. */
  publicKey: string;
}

function base64(base64url: string | undefined): string {
  if (!base64url) throw new Error('x25519 key export gave no key material');
  return Buffer.from(base64url, 'base64url').toString('base64');
}

/** A fresh WireGuard key pair: x25519, the raw 32-byte keys in standard base64. */
export function generateWireGuardKeyPair(): WireGuardKeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('x25519');
  return {
    privateKey: base64(privateKey.export({ format: 'jwk' }).d),
    publicKey: base64(publicKey.export({ format: 'jwk' }).x),
  };
}
