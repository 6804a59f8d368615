import { problem } from '@netloom/contract';
import { ApiError, problemError } from '../../api-error';
import { findExtClientByPublicKey } from '../../store/ext-client-repository';
import type { Database } from '../../store/schema';
import { isWireGuardKey } from '../hosts/host-facts';

/** What a client's config shows for the private key of a client that brought its own public key. */
export const UNKNOWN_PRIVATE_KEY = '[ENTER PRIVATE KEY]';

/** Checks a public key a client brings: a WireGuard key no other client uses. */
export async function checkClientPublicKey(db: Database, publickey: string, clientid: string): Promise<void> {
  if (!isWireGuardKey(publickey)) throw new ApiError(400, 'incorrect client public key');
  const owner = await findExtClientByPublicKey(db, publickey);
  if (owner && owner.clientid !== clientid) {
    throw problemError(problem('clientPublicKeyTaken', { client: owner.clientid }, 'publickey'));
  }
}
