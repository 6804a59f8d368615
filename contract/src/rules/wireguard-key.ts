/**
 * A WireGuard key as `wg genkey` and `wg pubkey` print it: base64 of exactly 32 bytes, which is 43
 * characters and one "=", the last character before it carrying only the key's final 4 bits.
 */
const WIREGUARD_KEY = /^[A-Za-z0-9+/]{42}[AEIMQUYcgkosw048]=$/;

export function isWireGuardKey(text: string): boolean {
  return WIREGUARD_KEY.test(text);
}
