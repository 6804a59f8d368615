import { formatAddress, parseCidr } from '@netloom/contract';
import { run } from '../system/run';
import { ipJson } from './ip-json';

interface IpAddressInfo {
  local: string;
  prefixlen: number;
  scope: string;
}

interface IpLinkAddresses {
  addr_info: IpAddressInfo[];
}

/** An interface address as `ip` prints it (`10.10.0.1/24`, `fd00::1/64`), so desired and actual compare as text. */
function canonicalAddress(cidr: string): string {
  const parsed = parseCidr(cidr.trim());
  return parsed ? `${formatAddress(parsed.version, parsed.address)}/${parsed.prefix}` : cidr;
}

/** The interface's own addresses; link-local ones, which the kernel manages, are left out. */
async function readAddresses(name: string): Promise<string[]> {
  const links = await ipJson<IpLinkAddresses>(['addr', 'show', 'dev', name]);
  return links
    .flatMap((link) => link.addr_info)
    .filter((info) => info.scope !== 'link')
    .map((info) => `${info.local}/${info.prefixlen}`);
}

/**
 * Makes the interface hold exactly the desired addresses. Extra addresses go first and the list is read again,
 * because deleting a primary IPv4 address also deletes the secondaries of its subnet.
 */
export async function syncAddresses(name: string, addresses: string[]): Promise<void> {
  const desired = new Set(addresses.map(canonicalAddress));
  const current = await readAddresses(name);
  const extra = current.filter((address) => !desired.has(address));
  for (const address of extra) await run('ip', ['addr', 'del', address, 'dev', name]);
  const held = new Set(extra.length > 0 ? await readAddresses(name) : current);
  for (const address of desired) {
    if (!held.has(address)) await run('ip', ['addr', 'add', address, 'dev', name]);
  }
}
