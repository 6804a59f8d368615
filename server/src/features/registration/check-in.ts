import type { HostAction, HostAuthToken, HostCheckInRequest, HostCheckInResponse } from '@netloom/contract';
import type { Config } from '../../config';
import { ApiError } from '../../api-error';
import { hostSecretMatches } from '../../mesh/broker/host-credentials';
import type { PeerPublisher } from '../../mesh/peer-publisher';
import { STALE_CHECK_IN_SECONDS } from '../../mesh/peers';
import {
  findHost,
  findHostByPublicKey,
  takeHostActions,
  updateHost,
  type HostChanges,
} from '../../store/host-repository';
import { saveHostDns } from '../../store/host-dns-repository';
import { saveHostFirewall } from '../../store/host-firewall-repository';
import { deleteNode, endFailoverPairsOf, listNodesOfHost, listNodeViews } from '../../store/node-repository';
import type { Database } from '../../store/schema';
import { inTransaction } from '../../store/transactions';
import { timestampNow } from '../../time';
import { checkHostFacts, reportedChanges } from '../hosts/host-facts';
import { nodeListing } from '../node-records/return-node';
import type { HostTokens } from '../../access/host-tokens';
import { toApiHost } from '../hosts/return-host';
import { toApiNode } from '../node-records/return-node';
import { networksWithOtherStatus, nodesAtCheckIn } from '../../store/status-sql';
import type { ShownChanges } from '../live/host-changes';

/** POST /api/hosts/adm/authenticate (docs/architecture.md, Host protocol): a 15-minute host token for the host's id and secret. */
export async function authenticateHost(
  db: Database,
  hostTokens: HostTokens,
  credentials: { id: string; password: string },
): Promise<HostAuthToken> {
  if (credentials.id === '' || credentials.password === '') throw new ApiError(400, 'id and password are required');
  const host = await findHost(db, credentials.id);
  if (!host || !hostSecretMatches(host.secret_hash, credentials.password)) {
    throw new ApiError(401, 'incorrect host credentials');
  }
  return { ID: host.id, AuthToken: await hostTokens.issue(host.id, host.macaddress) };
}

/** Where peers dial a host: when one changes, its failover pairs try to meet directly again (docs/architecture.md, Peers). */
const ENDPOINT_FACTS = ['endpointip', 'endpointipv6', 'listenport', 'wg_public_listen_port'] as const;
/** Host settings other hosts' peers are made from: a change to one sends them new updates. */
const PEER_FACTS = ['publickey', 'localaddress', ...ENDPOINT_FACTS] as const;

/** A host that last checked in at `lastCheckIn` (or never) gets no peers at `timeMs` (see `getsPeers`). */
function getsNoPeers(lastCheckIn: string | null, timeMs: number): boolean {
  return lastCheckIn === null || timeMs - Date.parse(lastCheckIn) > STALE_CHECK_IN_SECONDS * 1000;
}

/** A host's answer to its report, and what the report changed that the console shows. */
export interface CheckedIn {
  answer: HostCheckInResponse;
  shown: ShownChanges;
}

/**
 * PUT /api/v1/fallback/host/{hostid} (docs/architecture.md, Host protocol): records what the host
 * reports; a `CHECK_IN` also records the check-in, removes the nodes marked for deletion (the host
 * learns they are gone) and hands over the pending actions. The host's update is published again when
 * the report changed what it is sent (a host that had gone quiet gets its peers again), and its
 * neighbours' too when what they know of it changed: a routine check-in publishes nothing. The
 * statuses of the host's nodes are compared before and after, at the same instant, so a check-in that
 * only moves `lastcheckin` on shows no change.
 */
export async function checkIn(
  db: Database,
  config: Config,
  mesh: PeerPublisher,
  hostId: string,
  request: HostCheckInRequest,
): Promise<CheckedIn> {
  const facts = request.Host ?? {};
  checkHostFacts(facts);
  let peersChanged = false;
  let peersReturn = false;
  const shown: ShownChanges = { facts: false, statusIn: [], removedFrom: [], firewall: false, dns: false };
  const { actions, host } = await inTransaction(db, async (trx) => {
    const host = await findHost(trx, hostId);
    if (!host) throw new ApiError(404, `host ${hostId} not found`);
    const changes = reportedChanges(facts, host);
    shown.facts = Object.entries(changes).some(([field, value]) => value !== host[field as keyof HostChanges]);
    const changed = (field: (typeof PEER_FACTS)[number]) =>
      changes[field] !== undefined && changes[field] !== host[field];
    peersChanged = PEER_FACTS.some(changed);
    if (changes.publickey !== undefined && changes.publickey !== host.publickey) {
      const owner = await findHostByPublicKey(trx, changes.publickey);
      if (owner) throw new ApiError(400, `publickey is already used by host ${owner.id}`);
    }
    const time = timestampNow();
    if (ENDPOINT_FACTS.some(changed)) {
      await endFailoverPairsOf(
        trx,
        (await listNodesOfHost(trx, hostId)).map((node) => node.id),
        time,
      );
    }
    if (facts.firewall_status) shown.firewall = await saveHostFirewall(trx, hostId, facts.firewall_status, time);
    if (facts.dns_status) shown.dns = await saveHostDns(trx, hostId, facts.dns_status, time);
    if (request.Action !== 'CHECK_IN') {
      await updateHost(trx, hostId, { ...changes, updated_at: time });
      return { actions: [], host: { ...host, ...changes, updated_at: time } };
    }
    const listing = nodeListing(config, Date.parse(time));
    peersReturn = getsNoPeers(host.last_check_in, Date.parse(time));
    const nodes = await nodesAtCheckIn(trx, hostId, listing, time);
    await updateHost(trx, hostId, { ...changes, updated_at: time, last_check_in: time });
    for (const node of nodes.removed) {
      await deleteNode(trx, node.id);
      shown.removedFrom.push(node.network);
      peersChanged = true;
    }
    shown.statusIn = networksWithOtherStatus(nodes.before, nodes.after);
    const actions = (await takeHostActions(trx, hostId)) as HostAction[];
    return { actions, host: { ...host, ...changes, updated_at: time, last_check_in: time } };
  });
  // A report that changed nothing the host is sent (its firewall's state, say) needs no new update.
  if (peersChanged) mesh.changed({ neighboursOf: [hostId] });
  else if (peersReturn || shown.facts) mesh.changed({ hosts: [hostId] });
  const listing = nodeListing(config);
  const nodes = (await listNodeViews(db, { hostId })).map((node) => toApiNode(node, listing));
  return {
    answer: {
      host: toApiHost(
        host,
        nodes.map((node) => node.id),
      ),
      nodes,
      actions,
    },
    shown,
  };
}
