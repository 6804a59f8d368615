import type { AclCheckResult, AclProtocol } from '@netloom/contract';
import { ApiError } from '../../api-error';
import type { Database } from '../../store/schema';
import { loadNetworkReachability } from './access-snapshot';

export interface AccessQuestion {
  src: string;
  dst: string;
  port?: number;
  protocol?: AclProtocol;
}

/** GET /api/v2/acls/check: may `src` reach `dst` (on that port and protocol), and why. */
export async function checkAccess(db: Database, netid: string, question: AccessQuestion): Promise<AclCheckResult> {
  const { src, dst, port, protocol } = question;
  if (protocol === 'icmp' && port !== undefined) throw new ApiError(400, 'icmp has no ports; leave port empty');
  const reachability = await loadNetworkReachability(db, netid);
  const unknown = [src, dst].find((id) => !reachability.knows(id));
  if (unknown !== undefined) {
    throw new ApiError(400, `unknown device ${unknown}: give the id of a node or external client of network ${netid}`);
  }
  return reachability.check(src, dst, { port, protocol });
}
