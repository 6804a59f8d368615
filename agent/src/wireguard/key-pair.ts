import { run } from '../system/run';

/** A fresh WireGuard key pair from `wg genkey` and `wg pubkey`, base64. */
export async function generateKeyPair(): Promise<{ privateKey: string; publicKey: string }> {
  const privateKey = (await run('wg', ['genkey'])).trim();
  const publicKey = (await run('wg', ['pubkey'], { input: `${privateKey}\n` })).trim();
  return { privateKey, publicKey };
}
