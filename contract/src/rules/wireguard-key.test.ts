import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isWireGuardKey } from './wireguard-key';

function publicKey(): string {
  const der = generateKeyPairSync('x25519').publicKey.export({ type: 'spki', format: 'der' });
  return der.subarray(der.length - 32).toString('base64');
}

describe('WireGuard keys', () => {
  it('accepts every key x25519 makes, as wg pubkey prints it', () => {
    for (let i = 0; i < 50; i += 1) expect(isWireGuardKey(publicKey())).toBe(true);
  });

  it('refuses other lengths, missing padding, other alphabets and set padding bits', () => {
    const key = publicKey();
    expect(isWireGuardKey(key.slice(1))).toBe(false);
    expect(isWireGuardKey(`${key}A`)).toBe(false);
    expect(isWireGuardKey(key.replace('=', ''))).toBe(false);
    expect(isWireGuardKey(`${'A'.repeat(42)}B=`)).toBe(false);
    expect(isWireGuardKey(`${'A'.repeat(41)}_A=`)).toBe(false);
    expect(isWireGuardKey(Buffer.alloc(31).toString('base64'))).toBe(false);
    expect(isWireGuardKey('')).toBe(false);
  });
});
