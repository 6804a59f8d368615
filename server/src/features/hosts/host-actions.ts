import type { HostAction } from '@netloom/contract';
import { findHost, requestHostAction } from '../../store/host-repository';
import type { Database } from '../../store/schema';
import { inTransaction } from '../../store/transactions';
import { timestampNow } from '../../time';
import { hostNotFound } from './service';

const REPLACES: Partial<Record<HostAction, HostAction[]>> = {
  UPGRADE: ['FORCE_UPGRADE'],
  FORCE_UPGRADE: ['UPGRADE'],
};

/**
 * Leaves an action for one host (404 when unknown), or for every host when `hostId` is null; hosts
 * get it on their next check-in. A forced upgrade replaces a plain one and the other way round.
 */
export async function requestAction(db: Database, hostId: string | null, action: HostAction): Promise<void> {
  await inTransaction(db, async (trx) => {
    if (hostId !== null && !(await findHost(trx, hostId))) throw hostNotFound(hostId);
    await requestHostAction(trx, hostId, action, timestampNow(), REPLACES[action] ?? []);
  });
}
