import { ApiError } from '../../api-error';
import { canonicalAddress } from '../../mesh/address-allocation';
import { clientConfig, gatewayEndpoint } from '../../mesh/client-config';
import { egressRangesOfNetwork } from '../../store/ext-client-repository';
import { fromFlag } from '../../store/flags';
import { findHost, type HostRecord } from '../../store/host-repository';
import { findNetwork } from '../../store/network-repository';
import { findNode } from '../../store/node-repository';
import type { Database } from '../../store/schema';
import type { Caller } from '../../access/caller';
import { readExtClient } from './service';

function canonicalIp(text: string): string | null {
  return canonicalAddress(4, text) ?? canonicalAddress(6, text);
}

/** The endpoint IP a client's config dials: the preferred one, which must be one of the gateway host's. */
function endpointIp(host: HostRecord, preferredIp: string | undefined): string | undefined {
  if (!gatewayEndpoint(host)) {
    throw new ApiError(
      400,
      `the gateway's host ${host.name} has no endpoint IP yet: it reports one when it checks in, or set a static endpoint on it`,
    );
  }
  if (!preferredIp) return undefined;
  const preferred = canonicalIp(preferredIp.trim());
  const own = [host.endpointip, host.endpointipv6].filter((ip) => ip !== '').map(canonicalIp);
  if (preferred === null || !own.includes(preferred)) {
    throw new ApiError(400, 'preferred endpoint ip is not associated with the RAG');
  }
  return preferred;
}

/**
 * The client's WireGuard config (docs/architecture.md, Host protocol), for its network's admins and its owner; a QR
 * code's leaves out the PostUp/PostDown scripts. A client without DNS gets its gateway's default
 * client DNS, as GET of the client shows it.
 */
export async function clientConfigText(
  db: Database,
  netid: string,
  clientid: string,
  caller: Caller,
  { preferredIp, withScripts }: { preferredIp?: string; withScripts: boolean },
): Promise<string> {
  const client = await readExtClient(db, netid, clientid, caller, 'download its config');
  const gateway = await findNode(db, client.ingressgatewayid);
  const host = gateway && (await findHost(db, gateway.host_id));
  const network = await findNetwork(db, netid);
  if (!gateway || !host || !network) throw new ApiError(404, `the gateway of external client ${clientid} is gone`);
  return clientConfig({
    client: { ...client, dns: client.dns || gateway.ingressdns },
    gateway: { ...gateway, isinternetgateway: fromFlag(gateway.isinternetgateway) },
    host,
    network,
    egressRanges: await egressRangesOfNetwork(db, netid),
    preferredIp: endpointIp(host, preferredIp),
    withScripts,
  });
}
