import { applyPeerDelta, hostPeerDeltaSchema, isPeerDelta } from '@netloom/contract';
import { checked } from '../checked';
import type { Applier } from './applier';

/**
 * Takes what arrives on the host's peer topic: a whole update is applied; a delta is applied on
 * the update it starts from when that is what the agent holds, is nothing new when the agent holds
 * its version already, and otherwise (a delta missed, a new server leading, a first connection)
 * makes the agent pull the whole update. A delta changes the held update in place (`applyPeerDelta`); the applier
 * checks the result and, refusing it, holds nothing more.
 */
export function receivePeerMessage(message: unknown, applier: Applier, pull: () => Promise<void>): Promise<void> {
  if (!isPeerDelta(message)) return applier.apply(message);
  const result = checked(hostPeerDeltaSchema, message);
  if ('problem' in result) return Promise.resolve(applier.refuse(result.problem));
  const delta = result.value;
  const held = applier.current();
  if (held?.version === delta.version) return Promise.resolve();
  if (delta.base === null || held?.version !== delta.base) return pull();
  return applier.apply(applyPeerDelta(held, delta));
}
