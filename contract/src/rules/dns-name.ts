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

export const DNS_NAME_REQUIRED_MESSAGE = 'Please enter a DNS name';
export const DNS_NAME_LENGTH_MESSAGE = `A DNS name must have at most ${DNS_NAME_MAX_LENGTH} characters`;
/** Netmaker's text for a name with other characters, kept word for word. */
export const DNS_NAME_CHARACTERS_MESSAGE =
  'invalid input. Only uppercase letters (A-Z), lowercase letters (a-z), numbers (0-9), minus sign (-) and dots (.) are allowed';
export const DNS_NAME_LABELS_MESSAGE =
  'Each part of a DNS name between dots must have 1 to 63 letters, digits or hyphens, and may not start or end with a hyphen';
export const DNS_ADDRESS_REQUIRED_MESSAGE = 'A DNS entry needs an IPv4 address, an IPv6 address or both';

function labelsAre(name: string, label: RegExp): boolean {
  return name.split('.').every((part) => label.test(part));
}

/** The message for an invalid custom entry name, or null when it is acceptable. */
export function dnsNameError(name: string): string | null {
  if (name === '') return DNS_NAME_REQUIRED_MESSAGE;
  if (!DNS_NAME_CHARACTERS.test(name)) return DNS_NAME_CHARACTERS_MESSAGE;
  if (name.length > DNS_NAME_MAX_LENGTH) return DNS_NAME_LENGTH_MESSAGE;
  if (!labelsAre(name, DNS_LABEL)) return DNS_NAME_LABELS_MESSAGE;
  return null;
}

/** The message for the addresses of a custom entry ('' = none), or null when they are acceptable. */
export function dnsAddressError(address: string, address6: string): string | null {
  if (address === '' && address6 === '') return DNS_ADDRESS_REQUIRED_MESSAGE;
  if (address !== '' && !isIPv4Address(address)) return `address ${address} is not an IPv4 address`;
  if (address6 !== '' && !isIPv6Address(address6)) return `address6 ${address6} is not an IPv6 address`;
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
 * final dot is allowed): the message when it is not a domain, null when it is.
 */
export function matchDomainError(domain: string): string | null {
  const bare = domain.replace(/^~/, '').replace(/\.$/, '');
  if (bare === '' || bare.length > DNS_WIRE_NAME_MAX_LENGTH || !labelsAre(bare, DNS_LABEL)) {
    return `match domain ${JSON.stringify(domain)} is not a domain name: use labels of letters, digits and hyphens separated by dots, e.g. corp.example`;
  }
  return null;
}

/** A match domain as hosts receive it: lower case, without `~` or a final dot. */
export function canonicalMatchDomain(domain: string): string {
  return domain.replace(/^~/, '').replace(/\.$/, '').toLowerCase();
}
