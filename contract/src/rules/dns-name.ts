import { problem, type Problem } from './problems';
import { isIPv4Address, isIPv6Address } from './ip';

/** Custom DNS entry rules shared by the server and the console. */

export const DNS_NAME_MAX_LENGTH = 192;
const DNS_NAME_CHARACTERS = /^[A-Za-z0-9-.]+$/;
/** A label of a name: letters, digits and hyphens, 1–63 of them, no hyphen at either end. */
const DNS_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
/** What a resolver serves of a label: host names and client ids may also hold underscores. */
const SERVED_LABEL = /^[A-Za-z0-9_](?:[A-Za-z0-9_-]{0,61}[A-Za-z0-9_])?$/;
/** The longest name DNS carries, without its final dot. */
const DNS_WIRE_NAME_MAX_LENGTH = 253;

function labelsAre(name: string, label: RegExp): boolean {
  return name.split('.').every((part) => label.test(part));
}

/** What is wrong with a custom entry's name (Netmaker's words for other characters), or null when it is acceptable. */
export function dnsNameProblem(name: string): Problem | null {
  if (name === '') return problem('dnsNameRequired', {}, 'name');
  if (!DNS_NAME_CHARACTERS.test(name)) return problem('dnsNameCharacters', {}, 'name');
  if (name.length > DNS_NAME_MAX_LENGTH) return problem('dnsNameTooLong', { max: DNS_NAME_MAX_LENGTH }, 'name');
  if (!labelsAre(name, DNS_LABEL)) return problem('dnsNameLabels', {}, 'name');
  return null;
}

/** What is wrong with the addresses of a custom entry ('' = none), or null when they are acceptable. */
export function dnsAddressProblem(address: string, address6: string): Problem | null {
  if (address === '' && address6 === '') return problem('dnsAddressRequired', {}, 'address');
  if (address !== '' && !isIPv4Address(address)) return problem('dnsAddressNotIPv4', { address }, 'address');
  if (address6 !== '' && !isIPv6Address(address6)) {
    return problem('dnsAddressNotIPv6', { address: address6 }, 'address6');
  }
  return null;
}

/**
 * The name hosts resolve an entry of a network by: `<name>.<network>`, so every name of a network
 * lies in its domain (a name already ending in `.<network>` stays as it is). Node entries are
 * `<host name>.<network>`, remote-access clients `<client id>.<network>`.
 */
export function dnsRecordName(name: string, network: string): string {
  return name.toLowerCase().endsWith(`.${network.toLowerCase()}`) ? name : `${name}.${network}`;
}

/** Whether a resolver can serve this name (a host named `my laptop` has no name hosts can resolve). */
export function isServableDnsName(name: string): boolean {
  return name.length <= DNS_WIRE_NAME_MAX_LENGTH && labelsAre(name, SERVED_LABEL);
}

/**
 * A nameserver's match domain (`corp.example`, or `~corp.example` as systemd-resolved writes it; a
 * final dot is allowed): the problem when it is not a domain, null when it is.
 */
export function matchDomainProblem(domain: string): Problem | null {
  const bare = domain.replace(/^~/, '').replace(/\.$/, '');
  if (bare === '' || bare.length > DNS_WIRE_NAME_MAX_LENGTH || !labelsAre(bare, DNS_LABEL)) {
    return problem('matchDomainInvalid', { domain: JSON.stringify(domain) }, 'match_domains');
  }
  return null;
}

/** A match domain as hosts receive it: lower case, without `~` or a final dot. */
export function canonicalMatchDomain(domain: string): string {
  return domain.replace(/^~/, '').replace(/\.$/, '').toLowerCase();
}
