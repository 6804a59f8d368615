import {
  nameserverDomainsProblem,
  nameserverNameProblem,
  nameserverServersProblem,
  problem,
  type Nameserver,
  type NameserverDomain,
  type NameserverRequest,
} from '@netloom/contract';
import { randomUUID } from 'node:crypto';
import { ApiError, problemError, refuseProblems } from '../../api-error';
import { canonicalAddress } from '../../mesh/address-allocation';
import {
  deleteNameserver,
  findNameserver,
  insertNameserver,
  listNameservers,
  updateNameserver,
  type NameserverRecord,
} from '../../store/nameserver-repository';
import { findNetwork, lockNetworks } from '../../store/network-repository';
import type { Database } from '../../store/schema';
import { inTransaction } from '../../store/transactions';
import { timestampNow } from '../../time';
import { auditedObject } from '../../audit/audit-context';

/** Netmaker's nameserver as the API returns it; Netloom's apply to every host of their network. */
function toNameserver(record: NameserverRecord): Nameserver {
  return {
    id: record.id,
    name: record.name,
    network_id: record.network,
    description: record.description,
    default: false,
    fallback: false,
    servers: record.servers,
    match_all: false,
    domains: record.domains,
    match_domains: record.domains.map((domain) => domain.domain),
    tags: { '*': {} },
    nodes: {},
    status: record.enabled,
    created_by: record.createdBy,
    created_at: record.createdAt,
    updated_at: record.updatedAt,
  };
}

function networkNotFound(netid: string): ApiError {
  return new ApiError(404, `network ${netid} not found`);
}

/** The request's domains: `domains`, or Netmaker's older `match_domains`, as plain domains. */
function requestedDomains(request: NameserverRequest): NameserverDomain[] {
  if (request.domains) return request.domains.map((domain) => ({ ...domain, domain: domain.domain.trim() }));
  return (request.match_domains ?? []).map((domain) => ({
    domain: domain.trim(),
    is_search_domain: false,
    is_ad_domain: false,
  }));
}

/** What Netloom's nameservers can't be, each refused with what to do instead. */
function unsupportedProblem(request: NameserverRequest, domains: NameserverDomain[]): string | null {
  if (request.match_all) {
    return 'match_all is not supported: name the domains this nameserver answers; hosts never send all their names to it';
  }
  if (request.fallback)
    return 'fallback nameservers are not supported: hosts keep their own nameservers for other names';
  if (request.tags && Object.keys(request.tags).some((tag) => tag !== '*')) {
    return 'a nameserver applies to every host of its network: tags other than "*" are not supported';
  }
  if (request.nodes && Object.keys(request.nodes).length > 0) {
    return 'a nameserver applies to every host of its network: choosing nodes is not supported';
  }
  if (domains.some((domain) => domain.is_ad_domain)) return 'Active Directory domains are not supported';
  return null;
}

/** The request checked against the network: refused with the first problem, else its parts to keep. */
function checkedRequest(netid: string, request: NameserverRequest) {
  if (request.network_id !== netid) {
    throw new ApiError(400, `network_id ${request.network_id} differs from the network ${netid} in the query`);
  }
  const domains = requestedDomains(request);
  const servers = request.servers.map((server) => server.trim());
  refuseProblems([
    unsupportedProblem(request, domains) ??
      nameserverNameProblem(request.name) ??
      nameserverServersProblem(servers) ??
      nameserverDomainsProblem(
        domains.map((domain) => domain.domain),
        netid,
      ),
  ]);
  return {
    name: request.name.trim(),
    description: request.description ?? '',
    servers: servers.map((server) => canonicalAddress(server.includes(':') ? 6 : 4, server) ?? server),
    domains,
  };
}

function nameTaken(others: NameserverRecord[], name: string, netid: string): ApiError | null {
  const taken = others.find((other) => other.name.toLowerCase() === name.toLowerCase());
  return taken ? problemError(problem('nameserverNameTaken', { network: netid, name: taken.name }, 'name')) : null;
}

/** GET /api/v1/nameserver?network=: the network's nameservers by name. */
export async function listNetworkNameservers(db: Database, netid: string): Promise<Nameserver[]> {
  if (!(await findNetwork(db, netid))) throw networkNotFound(netid);
  return (await listNameservers(db, [netid])).map(toNameserver);
}

/** POST /api/v1/nameserver?network=: a new nameserver, on unless `status` is false. */
export async function createNameserver(
  db: Database,
  netid: string,
  request: NameserverRequest,
  createdBy: string,
): Promise<Nameserver> {
  const checked = checkedRequest(netid, request);
  const time = timestampNow();
  const record: NameserverRecord = {
    id: randomUUID(),
    network: netid,
    ...checked,
    enabled: request.status ?? true,
    createdBy,
    createdAt: time,
    updatedAt: time,
  };
  await inTransaction(db, async (trx) => {
    if ((await lockNetworks(trx, [netid])).length === 0) throw networkNotFound(netid);
    const taken = nameTaken(await listNameservers(trx, [netid]), record.name, netid);
    if (taken) throw taken;
    await insertNameserver(trx, record);
  });
  auditedObject({ object_id: record.id, network: netid });
  return toNameserver(record);
}

/** The nameserver `id` of the network, locked with its network; 404 when it has none of that id. */
async function nameserverOf(trx: Database, netid: string, id: string): Promise<NameserverRecord> {
  if ((await lockNetworks(trx, [netid])).length === 0) throw networkNotFound(netid);
  const record = await findNameserver(trx, id);
  if (!record || record.network !== netid) throw new ApiError(404, `nameserver ${id} not found in network ${netid}`);
  return record;
}

/** PUT /api/v1/nameserver?network=: replaces a nameserver's settings (named by `id`); `status` left out keeps it. */
export async function editNameserver(db: Database, netid: string, request: NameserverRequest): Promise<Nameserver> {
  if (!request.id) throw new ApiError(400, 'id is required: the id of the nameserver to change');
  const id = request.id;
  const checked = checkedRequest(netid, request);
  return inTransaction(db, async (trx) => {
    const record = await nameserverOf(trx, netid, id);
    const others = (await listNameservers(trx, [netid])).filter((other) => other.id !== id);
    const taken = nameTaken(others, checked.name, netid);
    if (taken) throw taken;
    const changed = { ...record, ...checked, enabled: request.status ?? record.enabled, updatedAt: timestampNow() };
    await updateNameserver(trx, changed);
    return toNameserver(changed);
  });
}

/** DELETE /api/v1/nameserver?network=&id=. */
export async function removeNameserver(db: Database, netid: string, id: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    await nameserverOf(trx, netid, id);
    await deleteNameserver(trx, id);
  });
}
