import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { isWireGuardKey } from '../src/features/hosts/host-facts';
import { generateWireGuardKeyPair } from '../src/mesh/wireguard-keys';

describe('WireGuard key pairs', () => {
  it('gives a public key that `wg pubkey` derives from the private key', () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      const pair = generateWireGuardKeyPair();
      expect(isWireGuardKey(pair.privateKey)).toBe(true);
      expect(isWireGuardKey(pair.publicKey)).toBe(true);
      const derived = execFileSync('/usr/bin/wg', ['pubkey'], { input: `${pair.privateKey}\n` })
        .toString()
        .trim();
      expect(derived).toBe(pair.publicKey);
    }
  });

  it('gives a new pair each time', () => {
    const keys = new Set(Array.from({ length: 20 }, () => generateWireGuardKeyPair().privateKey));
    expect(keys.size).toBe(20);
  });
});
