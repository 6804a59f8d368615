import { randomBytes, randomUUID } from 'node:crypto';
import { cidrBounds, formatIPv4, formatIPv6, parseCidr } from '@netloom/contract';
import { PLAIN_MEMBER } from '../../server/src/features/node-records/add-node';
import { hashHostSecret } from '../../server/src/mesh/broker/host-credentials';
import { hostRow, type HostRecord } from '../../server/src/store/host-repository';
import { toJsonIdSet } from '../../server/src/store/json-columns';
import { nodeRow, type NodeRecord } from '../../server/src/store/node-repository';
import type { Database } from '../../server/src/store/schema';

const BATCH = 500;

function firstAddress(range: string): bigint {
  const cidr = parseCidr(range);
  if (!cidr) throw new Error(`not a CIDR: ${range}`);
  return cidrBounds(cidr).first + 1n;
}

function host(index: number, time: string): HostRecord {
  // A spread of check-in ages: most recent, some late, some never.
  const ageSeconds = index % 10 === 0 ? null : (index % 7) * 120;
  return {
    id: randomUUID(),
    name: `bench-host-${index}`,
    secret_hash: hashHostSecret(randomBytes(32).toString('base64url')),
    version: '0.90.0',
    os: 'linux',
    os_family: 'debian',
    os_version: '12',
    kernel_version: '6.1.0',
    verbosity: 0,
    firewallinuse: 'nftables',
    debug: 0,
    isstaticport: 0,
    isstatic: 0,
    listenport: 51821,
    wg_public_listen_port: 51821,
    mtu: 1420,
    interfaces: JSON.stringify([{ name: 'eth0', addressString: `192.168.${(index >> 8) & 255}.${index & 255}/16` }]),
    defaultinterface: 'eth0',
    endpointip: `198.18.${(index >> 8) & 255}.${index & 255}`,
    endpointipv6: '',
    localaddress: '',
    publickey: randomBytes(32).toString('base64'),
    macaddress: '',
    isdefault: 0,
    nat_type: 'public',
    persistentkeepalive: 20,
    autoupdate: 0,
    peer_deltas: 0,
    dns: 'no',
    last_check_in: ageSeconds === null ? null : new Date(Date.now() - ageSeconds * 1000).toISOString(),
    created_at: time,
    updated_at: time,
  };
}

/**
 * Writes `count` hosts, each with a node in the network (addresses from network+1 upward, IPv4 and
 * IPv6), straight through the store in batches: much faster than registering them one by one. Hosts
 * are numbered from `first`, so a later call can add to what an earlier one wrote.
 */
export async function seedHostsAndNodes(
  db: Database,
  network: { netid: string; addressrange: string; addressrange6: string },
  count: number,
  first = 0,
): Promise<void> {
  const time = new Date().toISOString();
  const v4 = firstAddress(network.addressrange);
  const v6 = firstAddress(network.addressrange6);
  for (let start = first; start < first + count; start += BATCH) {
    const hosts = Array.from({ length: Math.min(BATCH, first + count - start) }, (_, offset) =>
      host(start + offset, time),
    );
    const nodes: NodeRecord[] = hosts.map((seeded, offset) => ({
      id: randomUUID(),
      host_id: seeded.id,
      network: network.netid,
      address: formatIPv4(v4 + BigInt(start + offset)),
      address6: formatIPv6(v6 + BigInt(start + offset)),
      localaddress: '',
      connected: (start + offset) % 50 === 0 ? 0 : 1,
      pendingdelete: 0,
      dnson: 0,
      metadata: '',
      tags: toJsonIdSet((start + offset) % 3 === 0 ? [`${network.netid}.servers`] : []),
      ...PLAIN_MEMBER,
      relayedby: '',
      created_at: time,
      updated_at: time,
    }));
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('hosts').values(hosts.map(hostRow)).execute();
      await trx.insertInto('nodes').values(nodes.map(nodeRow)).execute();
    });
  }
}
